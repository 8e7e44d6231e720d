import type { ActionEnvelope, AttestedEntry, GameLogPayloads } from '@arbiter/rules';
import type { WarsAction } from '../engine/state';

/** Every WARS action type, one line each (docs/match-log-format.md has the payloads). */
export const WARS_ACTION_TYPES: Readonly<Record<string, string>> = {
  'choose-location': 'starting the game: your starting location, secret until both are chosen: {"card": collector number}',
  pass: 'pass initiative; two passes in a row resolve the top of the stack, or end the phase or battle step: {"card"?: collector number revealed for the [D] of an ability it resolves (paper play)}',
  activate: 'the activation action, on the stack: {"amount": N}',
  drain: 'a drain action at a location you control, on the stack: {"location": key}',
  deploy: 'play a card from hand in your deploy phase, on the stack: {"card": collector number} and one of "at" (site or sector key), "aboard" (ship key), "beneath" (card key), "place" (position among related sites)',
  'play-interrupt': 'play an interrupt with initiative, on the stack: {"card": collector number, "mode"?: "used" | "lost"}',
  attack: 'an attack action at a location, on the stack: {"location": key}',
  'battle-destiny': 'battle destiny step: whether you reveal a card: {"reveal": boolean, "card"?: collector number revealed (paper play)}',
  damage: 'damage one of your ships or units in the battle toward attrition or casualties: {"card": key}',
  'ignore-attrition': 'ignore the rest of the attrition: every undamaged card you have in the battle is immune: {}',
  lose: 'lose one energy (top of a pile) or a card from hand: {"from": "reserve" | "active" | "used" | "hand", "card"?: collector number (from hand; in paper play from a pile too, as it goes face up)}',
  destroy: 'end of battle: destroy one of your damaged cards: {"card": key}',
  move: 'a movement action, on the stack: {"card": key, "to": location or ship key, "with"?: [keys transported]}',
  draw: 'a draw action: the top of your active pile into your hand; in paper play also each card of the opening hand off the reserve: {"card"?: collector number drawn (paper play)}',
  use: 'use an activated ability the engine carries out (engine 1.2.0 on), with initiative, its costs paid, on the stack: {"card": key, "text": the ability as printed, "targets"?: [one key per target, in the order the text names them], "fromHand"?: collector number of the card of your hand a cost reveals or puts (a list when it puts several), "paying"?: [keys of your cards in play a cost takes]}',
  choose: 'answer what an ability the engine carries out asks as it resolves (engine 1.2.0 on), before anything else: {"take"?: boolean, whether you do what it says you may, "cards"?: [collector number of the card that becomes known (paper play): retrieved, or drawn off the reserve], "pick"?: [key of each place the text names without a target], "count"?: how many of an "up to N", "found"?: collector number of the card a search or download finds (left out when none is found), "option"?: which option of "chooses to … or …" the player named picks, 0 for the first, "fromPile"?: collector number of the card text plays from a pile ("Play a fighter stacked on this asset")}',
  attest: 'card text the engine does not carry out: {"card": key, "text": [abilities], "outcome": {"moves": [{"card", "from", "to"} or {"top", "player", "to", "card"?}], "damage"?, "undamage"?, "invert"?, "revert"?: [keys], "cancel"?: [stack positions], "battle"?: {"destiny" | "attrition" | "power": [n, n]}}}',
};

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => typeof v === 'string';

const SHAPES: Readonly<Record<string, (p: Record<string, unknown>) => string | null>> = {
  'choose-location': (p) => (str(p.card) ? null : 'choose-location needs "card": a collector number'),
  pass: (p) => (p.card === undefined || str(p.card) ? null : 'pass needs "card" a collector number when given'),
  use: (p) => (str(p.card) && str(p.text) && (p.targets === undefined || (Array.isArray(p.targets) && p.targets.every(str)))
    && (p.fromHand === undefined || str(p.fromHand) || (Array.isArray(p.fromHand) && p.fromHand.every(str))) && (p.paying === undefined || (Array.isArray(p.paying) && p.paying.every(str)))
    ? null : 'use needs "card" (a key) and "text" (the ability), "targets" and "paying" lists of keys and "fromHand" a collector number or a list of them when given'),
  activate: (p) => (Number.isInteger(p.amount) ? null : 'activate needs "amount": a whole number'),
  drain: (p) => (str(p.location) ? null : 'drain needs "location": a key'),
  deploy: (p) => (str(p.card) ? null : 'deploy needs "card": a collector number'),
  'play-interrupt': (p) => (str(p.card) ? null : 'play-interrupt needs "card": a collector number'),
  attack: (p) => (str(p.location) ? null : 'attack needs "location": a key'),
  'battle-destiny': (p) => (typeof p.reveal === 'boolean' && (p.card === undefined || str(p.card)) ? null : 'battle-destiny needs "reveal": true or false, and "card" a collector number when given'),
  damage: (p) => (str(p.card) ? null : 'damage needs "card": a key'),
  'ignore-attrition': () => null,
  lose: (p) => (str(p.from) && (p.card === undefined || str(p.card)) ? null : 'lose needs "from": reserve, active, used or hand, and "card" a collector number when given'),
  destroy: (p) => (str(p.card) ? null : 'destroy needs "card": a key'),
  move: (p) => (str(p.card) && str(p.to) && (p.with === undefined || Array.isArray(p.with)) ? null : 'move needs "card" and "to" (keys), and "with" a list when given'),
  draw: (p) => (p.card === undefined || str(p.card) ? null : 'draw needs "card" a collector number when given'),
  choose: (p) => ((p.take === undefined || typeof p.take === 'boolean') && (p.cards === undefined || (Array.isArray(p.cards) && p.cards.every(str))) && (p.pick === undefined || (Array.isArray(p.pick) && p.pick.every(str)))
    && (p.count === undefined || Number.isInteger(p.count)) && (p.found === undefined || str(p.found)) && (p.option === undefined || Number.isInteger(p.option)) && (p.fromPile === undefined || str(p.fromPile))
    ? null : 'choose needs "take" true or false, "cards" a list of collector numbers, "pick" a list of keys, "count" and "option" whole numbers and "found" and "fromPile" collector numbers when given'),
  attest: (p) => (str(p.card) && Array.isArray(p.text) && isRecord(p.outcome) ? null : 'attest needs "card", "text" (a list of lines) and "outcome" ({"moves": [...]})'),
};

/** The shape of an action's payload (rules are the engine's), or null when it is right; unknown types are the engine's to refuse. */
export function warsPayloadProblem(action: ActionEnvelope): string | null {
  const shape = SHAPES[action.type];
  if (!shape) return null;
  if (!isRecord(action.payload)) return `${action.type} needs a JSON object payload`;
  return shape(action.payload);
}

export const warsLogPayloads: GameLogPayloads<WarsAction> = {
  actionTypes: WARS_ACTION_TYPES,
  payloadProblem: warsPayloadProblem,
  attested: (actions): AttestedEntry[] => actions.filter((a) => a.type === 'attest' && isRecord(a.payload)).map((a) => {
    const p = a.payload as Record<string, unknown>;
    return { seq: a.seq, player: a.player, card: String(p.card), text: Array.isArray(p.text) ? p.text.map(String) : [], outcome: p.outcome };
  }),
  // A starting location is secret until both players have chosen (CR general `starting the game`); a card drawn in paper play is seen by its player only,
  // and so, to be safe, is a card a `choose` names (it may be one drawn off the reserve, or found searching a face-down pile).
  hiddenUntilEnd: (action) => action.type === 'choose-location' || ((action.type === 'draw' && isRecord(action.payload) && action.payload.card !== undefined)
    || (action.type === 'choose' && isRecord(action.payload) && (action.payload.cards !== undefined || action.payload.found !== undefined))),
};
