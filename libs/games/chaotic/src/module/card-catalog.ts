import type { CardCatalog, CardFileProblem, CardSummary } from '@arbiter/rules';
import type { Card } from '../cards/card';
import { formatCardRowError } from '../cards/card-row-error';
import { type CardSet, fullName } from '../cards/card-set';
import { importChaoticCards } from '../cards/import-cards';

/** A card as the platform shows it; a creature counts for its tribe in the metagame. */
const summary = (card: Card): CardSummary => ({ id: card.id, name: fullName(card), type: card.type, ...(card.type === 'Creature' ? { group: card.tribe } : {}) });

/** The platform's view of a card set, summaries made once per card. */
export function cardCatalog(set: CardSet): CardCatalog {
  let all: CardSummary[] | undefined;
  let byId: Map<string, CardSummary> | undefined;
  const index = () => (byId ??= new Map((all ??= set.cards.map(summary)).map((c) => [c.id, c])));
  return { byId: (id) => index().get(id), all: () => (index(), all!) };
}

/** A user's card file checked as the importer reads it: every bad row, by index and name. */
export function checkCardFile(text: string, file: string): { count: number; problems: CardFileProblem[]; warnings: CardFileProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { count: 0, problems: [{ where: file, message: `not valid JSON (${(error as Error).message})` }], warnings: [] };
  }
  const { set, errors } = importChaoticCards(raw);
  return {
    count: errors.length > 0 ? 0 : set.cards.length,
    // The row's fields go with the problem, for programs reading `--json`.
    problems: errors.map((e) => ({ where: `${file} row ${e.row}${e.field ? ` field ${e.field}` : ''}`, message: formatCardRowError(e), ...e })),
    // Unknown keywords do not stop a row loading: the text is attested in play.
    warnings: set.unknownKeywords.map((u) => ({ where: `${file} card ${u.cardId}`, message: `${u.cardName} (${u.cardId}): unknown keyword "${u.token}"` })),
  };
}
