import { performActivate } from './activation-action';
import { performAttack } from './attack-action';
import { performAttest } from './attest';
import { performDamage, performIgnoreAttrition } from './battle-attrition';
import { performBattleDestiny } from './battle-destiny';
import { performDestroy } from './battle-end';
import { performCasualty } from './battle-loss';
import { performChoose } from './choose-action';
import { performDeploy } from './deployment-phase';
import { performDrain } from './drain-action';
import { performDraw, performOpeningDraw } from './draw-phase';
import type { Game } from './game-cards';
import { performLoseOne, settlePendingLoss } from './lose-energy';
import { performMove } from './movement-actions';
import { performPlayInterrupt } from './play-interrupt';
import { deckLocation } from './starting-location';
import { revealStartingLocations } from './starting-the-game';
import type { Seat, WarsAction } from './state';
import { systematicChecks } from './systematic-rules';
import { performPass } from './the-stack';
import { settleTriggers } from './triggers';
import { payloadOf } from './timing';
import { performUse } from './use-ability';

/** Performs a valid action in place, then the systematic rules. */
export function applyAction(g: Game, a: WarsAction): void {
  const s = g.s;
  const seat = s.players.indexOf(a.player) as Seat;
  s.seq++;
  if (a.type !== 'pass' && s.phase !== 'setup') s.passes = 0;
  switch (a.type) {
    case 'choose-location':
      s.setup[seat] = deckLocation(g, seat, payloadOf(a).card)!;
      if (s.setup[0] !== null && s.setup[1] !== null) revealStartingLocations(g);
      break;
    case 'pass': performPass(g, seat, payloadOf(a).card); break;
    case 'use': performUse(g, a, seat); break;
    case 'activate': performActivate(g, a, seat); break;
    case 'drain': performDrain(g, a, seat); break;
    case 'deploy': performDeploy(g, a, seat); break;
    case 'play-interrupt': performPlayInterrupt(g, a, seat); break;
    case 'attack': performAttack(g, a, seat); break;
    case 'move': performMove(g, a, seat); break;
    case 'draw':
      if (s.phase === 'setup') performOpeningDraw(g, a, seat);
      else performDraw(g, a, seat);
      break;
    case 'attest': performAttest(g, a); break;
    case 'choose': performChoose(g, a); break;
    case 'battle-destiny': performBattleDestiny(g, a, seat); break;
    case 'ignore-attrition': performIgnoreAttrition(g, a, seat); break;
    case 'destroy': performDestroy(g, a); break;
    case 'damage':
      if (s.battle?.step === 'loss') performCasualty(g, a, seat);
      else performDamage(g, a);
      break;
    case 'lose':
      if (s.pendingLoss) {
        performLoseOne(g, a, seat);
        s.pendingLoss.remaining--;
      } else performCasualty(g, a, seat);
      break;
  }
  settlePendingLoss(g);
  systematicChecks(g);
  settleTriggers(g);
}
