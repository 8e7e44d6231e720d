import type { AttestedEntry as KitAttestedEntry } from '@arbiter/rules';
import { frozenCardText } from '../engine/engine-versions';
import type { AttestPayload, CardLookup, ChaoticAction } from '../engine/types';
import { cardEffects } from '../effects/parse-effects';

/** An attested effect with Chaotic's stated outcome (damage, counters, moves, note). */
export interface AttestedEntry extends KitAttestedEntry {
  readonly outcome: Omit<AttestPayload, 'item' | 'card'>;
}

/**
 * Every `attest` action with the card's attested text beside the stated outcome, the text as
 * the engine version that recorded the log read it.
 */
export function attestedEntries(actions: readonly ChaoticAction[], cards: CardLookup, version: string): AttestedEntry[] {
  const frozen = frozenCardText(version);
  const out: AttestedEntry[] = [];
  for (const action of actions) {
    if (action.type !== 'attest') continue;
    const { item: _item, card, ...outcome } = (action.payload ?? {}) as AttestPayload;
    const found = typeof card === 'string' ? cards.byId(card) : undefined;
    const effects = !found ? [] : frozen ? frozen[found.id]?.normal ?? [] : cardEffects(found);
    const text = effects.filter((e) => e.kind === 'attested').map((e) => (e as { text: string }).text);
    out.push({ seq: action.seq, player: action.player, card: String(card), text, outcome });
  }
  return out;
}
