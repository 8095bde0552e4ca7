// Request examples of the OpenAPI document: real addresses of several countries in the forms a
// caller sends (structured, hybrid, free text; JSON and XML). test/docs sends every one of them
// to the running service; scripts/build-openapi-examples.ts records the answers beside them.

export interface RequestExample {
  summary: string;
  /** The JSON body, or the XML document as text. */
  value: unknown;
}

export const JSON_REQUEST_EXAMPLES: Readonly<Record<string, RequestExample>> = {
  de_structured: {
    summary: 'Germany, structured address of a creditor (SCT)',
    value: {
      name: 'Acme GmbH',
      postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' },
      context: { partyRole: 'creditor', scheme: 'SCT', direction: 'OUTBOUND', executionDatetime: '2026-11-23T09:00:00Z', reference: 'INV-2026-0042' },
    },
  },
  fr_free_text: {
    summary: 'France, free-text lines turned into a structured address',
    value: {
      name: 'Boulangerie Martin SARL',
      postalAddress: { addressLine: ['12 Rue de Rivoli', '75004 Paris'], country: 'FR' },
      context: { partyRole: 'debtor', scheme: 'SCT_INST', executionDatetime: '2026-11-23T09:00:00Z' },
      include: ['canonical', 'actions'],
    },
  },
  gb_structured: {
    summary: 'United Kingdom, structured address for CHAPS',
    value: {
      name: 'Northwind Traders Ltd',
      postalAddress: { streetName: 'Downing Street', buildingNumber: '10', postCode: 'SW1A 2AA', townName: 'London', country: 'GB' },
      processingOptions: { scheme: 'CHAPS' },
      context: { partyRole: 'creditor', executionDatetime: '2026-11-23T09:00:00Z' },
    },
  },
  us_ultimate_debtor: {
    summary: 'United States, ultimate debtor (__2 variant: TownName and Country required) for CBPR+',
    value: {
      name: 'Contoso Inc.',
      postalAddress: { streetName: 'Market Street', buildingNumber: '600', postCode: '94104', townName: 'San Francisco', countrySubDivision: 'CA', country: 'US' },
      identification: { organisationId: { lei: '5493001KJTIIGC8Y1R12' } },
      processingOptions: { scheme: 'CBPRPLUS', quality: 'premium' },
      context: { partyRole: 'ultimate_debtor', messageType: 'pacs.008', executionDatetime: '2026-11-23T09:00:00Z' },
    },
  },
};

export const XML_REQUEST_EXAMPLES: Readonly<Record<string, RequestExample>> = {
  nl_xml: {
    summary: 'Netherlands, ISO 20022 XML tags (PstlAdr with StrtNm, BldgNb, PstCd, TwnNm, Ctry)',
    value: `<?xml version="1.0" encoding="UTF-8"?>
<ProcessPartyAddressRequest>
  <Nm>Van Dijk Logistiek B.V.</Nm>
  <PstlAdr>
    <StrtNm>Damrak</StrtNm>
    <BldgNb>1</BldgNb>
    <PstCd>1012 LG</PstCd>
    <TwnNm>Amsterdam</TwnNm>
    <Ctry>NL</Ctry>
  </PstlAdr>
  <context>
    <partyRole>creditor</partyRole>
    <scheme>SCT</scheme>
    <executionDatetime>2026-11-23T09:00:00Z</executionDatetime>
  </context>
</ProcessPartyAddressRequest>`,
  },
  de_xml_free_text: {
    summary: 'Germany, free-text AdrLine in XML with a BIC in the party identification',
    value: `<?xml version="1.0" encoding="UTF-8"?>
<ProcessPartyAddressRequest>
  <Nm>Muster Handels AG</Nm>
  <PstlAdr>
    <AdrLine>Königstraße 1</AdrLine>
    <AdrLine>70173 Stuttgart</AdrLine>
    <Ctry>DE</Ctry>
  </PstlAdr>
  <Id><OrgId><AnyBIC>DEUTDEFF</AnyBIC></OrgId></Id>
  <context>
    <partyRole>debtor</partyRole>
    <executionDatetime>2026-11-23T09:00:00Z</executionDatetime>
  </context>
</ProcessPartyAddressRequest>`,
  },
};

/** An R-transaction (pacs.004 return) for the R-transaction route. */
export const R_TRANSACTION_REQUEST_EXAMPLE: RequestExample = {
  summary: 'Return of a payment (pacs.004) with the original free-text address of the debtor',
  value: {
    name: 'Jane Doe',
    postalAddress: { addressLine: ['Via del Corso 101', '00186 Roma'], country: 'IT' },
    context: { partyRole: 'debtor', messageType: 'pacs.004', executionDatetime: '2026-11-23T09:00:00Z' },
  },
};

/** The same return in XML, for the R-transaction route's XML media type. */
export const R_TRANSACTION_XML_REQUEST_EXAMPLE: RequestExample = {
  summary: 'Return of a payment (pacs.004) in XML, original free-text address',
  value: `<?xml version="1.0" encoding="UTF-8"?>
<ProcessPartyAddressRequest>
  <Nm>Jane Doe</Nm>
  <PstlAdr>
    <AdrLine>Via del Corso 101</AdrLine>
    <AdrLine>00186 Roma</AdrLine>
    <Ctry>IT</Ctry>
  </PstlAdr>
  <context>
    <partyRole>debtor</partyRole>
    <messageType>pacs.004</messageType>
    <executionDatetime>2026-11-23T09:00:00Z</executionDatetime>
  </context>
</ProcessPartyAddressRequest>`,
};
