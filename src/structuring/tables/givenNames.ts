// Common given names of the languages of customer files, folded like `foldKey` (lower case, no
// diacritics). A line of two or three words that opens with one reads as a person ("John Smith",
// "Hans Mueller", "Maria Garcia Lopez"), not as a place within the town (fourteenth review). Names
// that also open many place names are left out ("Victoria", "Charlotte", "Santiago", "Carmen",
// "Dolores", "Mercedes", "Salvador", "Virginia", "Austin", "Jordan", "Madison"): the postal reference
// settles those that are places, and where it cannot, a missing name keeps the writing's evidence.
export const GIVEN_NAMES: readonly string[] = [
  // English
  'john', 'james', 'robert', 'michael', 'william', 'david', 'richard', 'joseph', 'thomas', 'charles', 'christopher', 'daniel', 'matthew',
  'anthony', 'mark', 'donald', 'steven', 'stephen', 'paul', 'andrew', 'joshua', 'kenneth', 'kevin', 'brian', 'george', 'timothy', 'ronald',
  'edward', 'jason', 'jeffrey', 'ryan', 'jacob', 'gary', 'nicholas', 'eric', 'jonathan', 'larry', 'justin', 'scott', 'brandon', 'benjamin',
  'samuel', 'gregory', 'frank', 'alexander', 'raymond', 'patrick', 'jack', 'dennis', 'jerry', 'tyler', 'aaron', 'henry', 'peter', 'adam',
  'nathan', 'walter', 'harold', 'carl', 'jeremy', 'keith', 'roger', 'gerald', 'ethan', 'arthur', 'terry', 'sean', 'lawrence', 'joe', 'albert',
  'bruce', 'dylan', 'alan', 'ralph', 'gabriel', 'wayne', 'eugene', 'louis', 'russell', 'vincent', 'philip', 'bradley', 'simon', 'oliver',
  'harry', 'charlie', 'graham', 'ian', 'neil', 'nigel', 'colin', 'stuart', 'martin',
  'mary', 'patricia', 'jennifer', 'linda', 'elizabeth', 'barbara', 'susan', 'jessica', 'sarah', 'karen', 'nancy', 'lisa', 'betty',
  'margaret', 'sandra', 'ashley', 'kimberly', 'emily', 'donna', 'michelle', 'dorothy', 'carol', 'amanda', 'melissa', 'deborah', 'stephanie',
  'rebecca', 'sharon', 'laura', 'cynthia', 'kathleen', 'amy', 'shirley', 'angela', 'helen', 'brenda', 'pamela', 'nicole', 'emma',
  'samantha', 'katherine', 'christine', 'rachel', 'catherine', 'carolyn', 'janet', 'ruth', 'heather', 'diane', 'julie', 'joyce', 'olivia',
  'kelly', 'christina', 'lauren', 'joan', 'evelyn', 'judith', 'megan', 'cheryl', 'hannah', 'martha', 'jacqueline', 'gloria', 'ann', 'kathryn',
  'janice', 'alice', 'doris', 'abigail', 'judy', 'denise', 'danielle', 'theresa', 'sophia', 'diana', 'natalie', 'isabella', 'alexis', 'susanne',
  'jane', 'sophie', 'lucy', 'chloe', 'jennie', 'gemma', 'claire', 'fiona', 'kate',
  // German
  'hans', 'klaus', 'wolfgang', 'jurgen', 'juergen', 'dieter', 'andreas', 'stefan', 'uwe', 'bernd', 'werner', 'karl', 'heinz', 'horst',
  'helmut', 'gerhard', 'manfred', 'gunter', 'guenter', 'gunther', 'ulrich', 'markus', 'matthias', 'jorg', 'joerg', 'franz', 'josef',
  'johann', 'fritz', 'tobias', 'florian', 'sebastian', 'jens', 'sven', 'dirk', 'holger', 'olaf', 'ralf', 'rainer', 'lukas', 'jonas', 'felix',
  'maximilian', 'leon', 'sabine', 'petra', 'monika', 'ursula', 'renate', 'claudia', 'birgit', 'gabriele', 'heike', 'anja', 'katrin', 'ute',
  'angelika', 'brigitte', 'erika', 'gisela', 'ingrid', 'helga', 'hildegard', 'elke', 'silke', 'anke', 'stefanie', 'tanja', 'nina', 'leonie',
  // French
  'jean', 'pierre', 'jacques', 'michel', 'philippe', 'alain', 'bernard', 'francois', 'christophe', 'laurent', 'frederic', 'stephane', 'olivier',
  'sebastien', 'julien', 'thierry', 'pascal', 'didier', 'nathalie', 'isabelle', 'sylvie', 'francoise', 'martine', 'valerie', 'sandrine',
  'celine', 'monique', 'chantal', 'emilie', 'camille', 'manon', 'lea', 'jeanne', 'louise', 'hugo', 'theo', 'antoine', 'mathieu', 'guillaume',
  'maxime', 'romain', 'emmanuel', 'benoit', 'yves', 'claude', 'gerard', 'andre', 'rene', 'marcel', 'henri', 'georges', 'luc',
  // Spanish and Portuguese
  'jose', 'juan', 'antonio', 'manuel', 'francisco', 'javier', 'carlos', 'miguel', 'rafael', 'pedro', 'pablo', 'alejandro', 'fernando', 'luis',
  'sergio', 'jorge', 'alberto', 'alvaro', 'diego', 'adrian', 'raul', 'enrique', 'ramon', 'andres', 'joaquin', 'eduardo', 'victor', 'roberto',
  'jaime', 'ignacio', 'alfonso', 'ricardo', 'emilio', 'guillermo', 'marcos', 'mario', 'julio', 'tomas', 'agustin', 'joao', 'paulo', 'gustavo',
  'felipe', 'rodrigo', 'bruno', 'leonardo', 'thiago', 'mateus', 'maria', 'ana', 'isabel', 'cristina', 'marta', 'lucia', 'elena', 'pilar',
  'josefa', 'teresa', 'francisca', 'antonia', 'raquel', 'beatriz', 'sara', 'paula', 'silvia', 'sonia', 'rocio', 'andrea', 'monica', 'alicia',
  'irene', 'ines', 'adriana', 'juliana', 'fernanda', 'mariana', 'gabriela', 'luciana', 'camila', 'valentina', 'sofia', 'daniela', 'natalia',
  // Italian
  'giuseppe', 'giovanni', 'luigi', 'francesco', 'angelo', 'vincenzo', 'pietro', 'salvatore', 'carlo', 'franco', 'domenico', 'paolo', 'michele',
  'giorgio', 'aldo', 'luciano', 'marco', 'stefano', 'alessandro', 'massimo', 'fabio', 'matteo', 'lorenzo', 'davide', 'federico', 'riccardo',
  'giulia', 'francesca', 'chiara', 'martina', 'giorgia', 'alessandra', 'federica', 'paola', 'giovanna', 'antonella', 'roberta',
  // Dutch, Nordic, Polish
  'pieter', 'kees', 'henk', 'willem', 'johannes', 'hendrik', 'cornelis', 'gerrit', 'bart', 'sander', 'joost', 'lars', 'anders', 'nils', 'erik',
  'knut', 'bjorn', 'mikael', 'johan', 'magnus', 'astrid', 'kristin', 'piotr', 'krzysztof', 'andrzej', 'tomasz', 'pawel', 'marcin', 'michal',
  'katarzyna', 'malgorzata', 'agnieszka', 'joanna',
];
