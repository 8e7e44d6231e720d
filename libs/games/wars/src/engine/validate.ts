import type { Violation } from '@arbiter/rules';
import { checkActivate } from './activation-action';
import { checkAttack } from './attack-action';
import { checkAttest } from './attest';
import { checkAttritionDamage, checkIgnoreAttrition } from './battle-attrition';
import { checkBattleDestiny } from './battle-destiny';
import { checkDestroy } from './battle-end';
import { checkCasualty } from './battle-loss';
import { battleActor } from './battle-steps';
import { checkChoose } from './choose-action';
import { checkDeploy } from './deployment-phase';
import { checkDrain } from './drain-action';
import { checkDraw, checkOpeningDraw } from './draw-phase';
import type { Game } from './game-cards';
import { checkLoseOne } from './lose-energy';
import { checkMove } from './movement-actions';
import { checkPlayInterrupt } from './play-interrupt';
import { R } from './rule-keys';
import { checkChooseLocation } from './starting-location';
import type { Seat, WarsAction, WarsState } from './state';
import { checkPass } from './destiny-as-it-resolves';
import { checkUse } from './use-ability';
import { broken } from './violation';

/** Every action type, with the rule a malformed or untimely one breaks. */
export const ACTION_RULES: Readonly<Record<string, string>> = {
  'choose-location': R.startingTheGame, pass: R.theStack, activate: R.activationAction, drain: R.drainAction, deploy: R.deploymentPhase,
  'play-interrupt': R.interrupt, attack: R.attackAction, 'battle-destiny': R.battle(3), damage: R.damage, 'ignore-attrition': R.battle(5),
  lose: R.loseEnergy, destroy: R.battle(11), move: R.movementActions, draw: R.drawPhase, use: R.activatedAbility, choose: R.effects, attest: R.gameText,
};

/** Actions of a step procedure, which no one takes with initiative. */
const PROCEDURE_ACTIONS = new Set(['battle-destiny', 'damage', 'ignore-attrition', 'lose', 'destroy', 'choose']);

/** The procedure a player owes before anything else, with the rule and what it requires. */
function owed(g: Game): { seat: Seat; types: readonly string[]; code: string; rule: string; what: string } | null {
  const s = g.s;
  if (s.pendingLoss) return { seat: s.pendingLoss.seat, types: ['lose'], code: 'energy-not-lost', rule: s.pendingLoss.rule, what: `${s.players[s.pendingLoss.seat]} must first lose ${s.pendingLoss.remaining} more energy` };
  if (s.choosing) {
    const chooser = s.players[s.choosing.seat];
    const name = g.card(s.choosing.item.card).name;
    if (s.choosing.targets) return { seat: s.choosing.seat, types: ['choose'], code: 'targets-pending', rule: R.target, what: `${chooser} must first choose the targets of ${name}'s triggered ability as it goes on the stack` };
    return { seat: s.choosing.seat, types: ['choose'], code: 'choice-pending', rule: R.effects, what: `${chooser} must first choose as ${name}'s ability resolves` };
  }
  const actor = battleActor(g);
  if (actor === null) return null;
  const who = s.players[actor];
  switch (s.battle!.step) {
    case 'destiny': return { seat: actor, types: ['battle-destiny'], code: 'battle-destiny-pending', rule: R.battle(3), what: `${who} must first decide whether to reveal battle destiny` };
    case 'attrition': return { seat: actor, types: ['damage', 'ignore-attrition'], code: 'attrition-not-satisfied', rule: R.battle(5), what: `${who} must first damage cards in the battle until the attrition against them is satisfied` };
    case 'loss': return { seat: actor, types: ['damage', 'lose'], code: 'casualties-not-satisfied', rule: R.battle(9), what: `${who} must first satisfy the casualties of the lost battle` };
    default: return { seat: actor, types: ['destroy'], code: 'damaged-card-not-destroyed', rule: R.battle(11), what: `${who} must first destroy each damaged card at the end of the battle` };
  }
}

/** Who may act now: both players while starting locations are chosen, the player owing a procedure step, or the player holding initiative. */
export function actingSeats(g: Game): Seat[] {
  const s = g.s;
  if (s.result) return [];
  if (s.phase === 'setup') return ([0, 1] as Seat[]).filter((seat) => (s.openingDraws ? s.openingDraws[seat] > 0 : s.setup[seat] === null));
  const procedure = owed(g);
  if (procedure) return [procedure.seat];
  return s.initiative === null ? [] : [s.initiative];
}

/** Every rule an action breaks (empty when legal); the first broken rule, so a log gets the violation a judge would name first. */
export function validateAction(g: Game, a: WarsAction, clone: (s: WarsState) => WarsState): Violation[] {
  const s = g.s;
  if (s.result) return broken(a.seq, 'game-over', R.winning, 'the game has already ended');
  const index = s.players.indexOf(a.player);
  const seat = index as Seat;
  if (index < 0) return broken(a.seq, 'unknown-player', R.startingTheGame, `${String(a.player)} is not a player in this game`);
  const rule = ACTION_RULES[a.type];
  if (!rule) return broken(a.seq, 'unknown-action', R.timing, `unknown action type ${JSON.stringify(a.type)}`);
  if (s.phase === 'setup') {
    // Paper play: once the locations are revealed, each player declares the eight cards of their opening hand.
    if (s.openingDraws && a.type === 'draw') return checkOpeningDraw(g, a, seat);
    if (a.type !== 'choose-location') return broken(a.seq, 'game-not-started', R.startingTheGame, s.openingDraws ? 'each player first draws an opening hand' : 'each player first chooses a starting location');
    return checkChooseLocation(g, a, seat);
  }
  if (a.type === 'choose-location') return broken(a.seq, 'game-started', R.startingTheGame, 'starting locations are chosen only when the game starts');
  const procedure = owed(g);
  if (procedure) {
    if (procedure.seat !== seat || !procedure.types.includes(a.type)) return broken(a.seq, procedure.code, procedure.rule, procedure.what);
    if (s.pendingLoss) return checkLoseOne(g, a, seat, s.pendingLoss.rule, s.pendingLoss.from, s.pendingLoss.noHand);
    if (s.choosing) return checkChoose(g, a, clone);
    switch (s.battle!.step) {
      case 'destiny': return checkBattleDestiny(g, a, seat);
      case 'attrition': return a.type === 'damage' ? checkAttritionDamage(g, a, seat) : checkIgnoreAttrition(g, a, seat);
      case 'loss': return checkCasualty(g, a, seat);
      default: return checkDestroy(g, a, seat);
    }
  }
  if (PROCEDURE_ACTIONS.has(a.type)) return broken(a.seq, 'nothing-to-satisfy', rule, `${a.type} is a step of a procedure, and none is under way`);
  if (s.initiative !== seat) {
    return broken(a.seq, 'no-initiative', R.initiative, `only the player who has initiative may act${s.initiative === null ? ': no one has it during a battle step' : `: ${s.players[s.initiative]} has it`}`);
  }
  switch (a.type) {
    case 'pass': return checkPass(g, a);
    case 'use': return checkUse(g, a, seat);
    case 'activate': return checkActivate(g, a, seat);
    case 'drain': return checkDrain(g, a, seat);
    case 'deploy': return checkDeploy(g, a, seat);
    case 'play-interrupt': return checkPlayInterrupt(g, a, seat);
    case 'attack': return checkAttack(g, a, seat);
    case 'move': return checkMove(g, a, seat);
    case 'draw': return checkDraw(g, a, seat);
    default: return checkAttest(g, a, seat, clone);
  }
}
