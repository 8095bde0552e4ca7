// Builds ISO 20022 test messages: a pain.001 with many transactions (a debtor per payment
// information block, a creditor per transaction), from the evaluation set's free-text addresses.
import { evalAddresses } from './evalAddresses';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function pstlAdr(lines: string[], country: string, indent: string): string {
  return `${indent}<PstlAdr>\n${lines.map((l) => `${indent}  <AdrLine>${esc(l)}</AdrLine>\n`).join('')}${indent}  <Ctry>${country}</Ctry>\n${indent}</PstlAdr>`;
}

export function pain001(transactions: number, perBlock = 10): string {
  const addresses = evalAddresses();
  const blocks: string[] = [];
  for (let b = 0; b * perBlock < transactions; b++) {
    const debtor = addresses[(b * 13) % addresses.length]!;
    const txs: string[] = [];
    for (let t = b * perBlock; t < Math.min(transactions, (b + 1) * perBlock); t++) {
      const creditor = addresses[(t * 31 + 5) % addresses.length]!;
      txs.push(`      <CdtTrfTxInf>
        <PmtId><EndToEndId>E2E-${t}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${(t + 1) * 10}.00</InstdAmt></Amt>
        <Cdtr>
          <Nm>Creditor ${t}</Nm>
${pstlAdr(creditor.lines, creditor.country, '          ')}
        </Cdtr>
        <RmtInf><Ustrd>Invoice ${t}</Ustrd></RmtInf>
      </CdtTrfTxInf>`);
    }
    blocks.push(`    <PmtInf>
      <PmtInfId>PMT-${b}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt><Dt>2026-12-01</Dt></ReqdExctnDt>
      <Dbtr>
        <Nm>Debtor ${b}</Nm>
${pstlAdr(debtor.lines, debtor.country, '        ')}
      </Dbtr>
      <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
${txs.join('\n')}
    </PmtInf>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>BULK-1</MsgId><CreDtTm>2026-12-01T09:00:00</CreDtTm><NbOfTxs>${transactions}</NbOfTxs><InitgPty><Nm>Initiator</Nm></InitgPty></GrpHdr>
${blocks.join('\n')}
  </CstmrCdtTrfInitn>
</Document>
`;
}
