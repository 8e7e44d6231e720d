/**
 * Other names the WARS rules index answers to, each the key it stands for. The rules name one
 * thing two ways (the turn sequence's "Deploy Phase" is the glossary's `deployment phase`)
 * and misprint one ruling's label ("1U98" for Quarrel Energy Burst, card 1U198); both
 * spellings resolve so a citation written either way finds its text.
 */
export const WARS_RULE_ALIASES: Readonly<Record<string, string>> = {
  'wars:glossary/deploy-phase': 'wars:glossary/deployment-phase',
  'wars:ruling/1U98': 'wars:ruling/1U198',
};
