import type { CardCatalog, GameFormats, GameModule } from '@arbiter/rules';
import type { CardSet } from './cards/card-set';
import { importChaoticCards } from './cards/import-cards';
import { loadChaoticCards } from './cards/load-cards';
import type { ChaoticAction, ChaoticMatchConfig, ChaoticOutcome, ChaoticState, EngineDeck } from './engine/types';
import type { ChaoticView } from './engine/view';
import { BASE_FORMATS } from './formats/base-formats';
import { COMMUNITY_FORMATS, communityFormats } from './formats/community-formats';
import { resolveFormat } from './formats/format';
import { cardCatalog, checkCardFile } from './module/card-catalog';
import { chaoticBots } from './module/chaotic-bots';
import { chaoticDecks } from './module/chaotic-decks';
import { chaoticEngines } from './module/chaotic-engines';
import { chaoticLogPayloads } from './module/chaotic-log';
import { chaoticCoverageReport } from './module/coverage-report';
import { deckTribe } from './module/deck-tribe';
import { chaoticRulesIndex } from './module/rules-index';

export type ChaoticModule = GameModule<EngineDeck, ChaoticMatchConfig, ChaoticState, ChaoticAction, ChaoticOutcome, ChaoticView>;

const BASE_NAMES: Readonly<Record<string, string>> = { masters: 'Masters', apprentice: 'Apprentice', 'advanced-apprentice': 'Advanced Apprentice', limited: 'Limited' };
const titled = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const formats: GameFormats = {
  list: [
    ...BASE_FORMATS.map((id) => ({ id, name: BASE_NAMES[id] })),
    ...COMMUNITY_FORMATS.map((id) => ({ id, name: `${titled(id)} (${communityFormats().get(id)?.description ?? 'community list'})` })),
  ],
  default: 'masters',
  // A community format plays by the rules of its base format; every base format has an engine.
  resolve(format) {
    const resolved = resolveFormat(format);
    return 'error' in resolved ? { error: resolved.error } : { engineFormat: resolved.base.id };
  },
};

/** The metagame group of a creature card: its tribe. */
const tribeIn = (cards: () => CardSet) => (id: string): string | undefined => {
  const card = cards().byId(id);
  return card?.type === 'Creature' ? card.tribe : undefined;
};

/**
 * Chaotic over a card set (read lazily, on first use): the bundled set for the platform, or a
 * user's card file for `arbiter audit --cards` and `arbiter deck check --cards`.
 */
export function createChaoticModule(cards: () => CardSet): ChaoticModule {
  let catalog: CardCatalog | undefined;
  return {
    id: 'chaotic',
    name: 'Chaotic',
    seats: { min: 2, max: 2 },
    get rules() {
      return chaoticRulesIndex();
    },
    formats,
    cards: {
      bundled: () => (catalog ??= cardCatalog(cards())),
      check: checkCardFile,
      load(text, file) {
        const checked = checkCardFile(text, file);
        if (checked.problems.length > 0) return { problems: checked.problems };
        const { set } = importChaoticCards(JSON.parse(text) as unknown);
        return { module: createChaoticModule(() => set) };
      },
    },
    decks: chaoticDecks(cards),
    engines: chaoticEngines(cards),
    log: chaoticLogPayloads(cards),
    bots: chaoticBots,
    metagame: { label: 'tribe', groupOf: (cardIds) => deckTribe(cardIds, tribeIn(cards)).tribe },
    coverage: {
      report(file) {
        if (!file) return chaoticCoverageReport(cards());
        const { set, errors } = importChaoticCards(JSON.parse(file.text) as unknown);
        if (errors.length > 0) throw new Error(`${file.name}: ${errors.length} bad card rows; check the file first`);
        return chaoticCoverageReport(set);
      },
    },
  };
}

/** Chaotic as the platform registers it, over the bundled card set. */
export const chaoticModule: ChaoticModule = createChaoticModule(loadChaoticCards);
