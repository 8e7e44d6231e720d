import type { CompletedTournament, Round, RoundEnded } from '@arbiter/api-contract';
import { postJson, tournamentPath } from '../api.js';
import { h, message } from '../dom.js';
import type { TournamentContext } from '../tournament-context.js';

/** Runs an organizer action; `sent` names the fields to empty once it succeeded (what was typed has been stored). */
export type Act = <T>(label: string, action: () => Promise<T>, more?: (answer: T) => string, sent?: readonly string[]) => void;

/** What ending a round adds to its "done": the games still running it called time on. */
const endedOnTime = (answer: RoundEnded): string => {
  const n = answer.gamesEndedOnTime.length;
  return n === 0 ? '' : ` Time called on ${n} ${n === 1 ? 'game' : 'games'} still running (each a drawn game).`;
};

/** The next step of the event once the current round is closed: another round, the top cut, or finishing. */
function nextStep(context: TournamentContext, current: Round | undefined): 'round' | 'top-cut' | 'finish' {
  const { plan, topCutSeeds, settings } = context.summary;
  if (!current) return 'round';
  const structure = settings.structure.kind;
  if (current.phase === 'elimination' || topCutSeeds) {
    const eliminationRounds = Math.log2(plan.topCut || 2);
    return current.round - plan.rounds < eliminationRounds ? 'round' : 'finish';
  }
  // Single elimination goes on until a round had one match: its final.
  if (structure === 'single-elimination') return current.pairings.filter((p) => p.players[1] !== null).length > 1 ? 'round' : 'finish';
  if (current.round < plan.rounds) return 'round';
  return structure === 'swiss' && plan.topCut > 0 ? 'top-cut' : 'finish';
}

/**
 * The event's one next action, and only it: start a round, end the open one, start the top cut,
 * or finish. A completed event shows its winner and no controls.
 */
export function phaseControls(context: TournamentContext, current: Round | undefined, token: string, act: Act): HTMLElement {
  const { summary } = context;
  const heading = h('h2', { id: 'round-heading' }, current ? `Round ${current.round} (${current.status})` : 'No round started yet');
  const section = (...children: (HTMLElement | null)[]) => h('section', { class: 'card', 'aria-labelledby': 'round-heading', 'data-testid': 'phase' }, heading, ...children);
  if (summary.status === 'completed') {
    return section(h('p', {}, `This event is complete.${summary.winner ? ` Winner: ${context.playerName(summary.winner)}.` : ''}`));
  }
  const path = (rest: string) => tournamentPath(context.id, rest);
  if (current && current.status === 'open') {
    return section(h('div', { class: 'buttons' },
      h('button', { type: 'button', class: 'secondary', onclick: () => act(`End round ${current.round}`, () => postJson<RoundEnded>(path(`/rounds/${current.round}/end`), {}, token), endedOnTime) }, `End round ${current.round}`)));
  }
  if (current && current.status === 'pairing') {
    if (!current.failure) return section(h('p', {}, `Pairing round ${current.round}…`));
    return section(message(`Round ${current.round} could not be paired: ${current.failure.message}`, 'error'),
      h('button', { type: 'button', onclick: () => act(`Pair round ${current.round} again`, () => postJson(path('/rounds'), { round: current.round }, token)) }, 'Try again'));
  }
  const step = nextStep(context, current);
  const next = (current?.round ?? 0) + 1;
  const button = step === 'round'
    ? h('button', { type: 'button', onclick: () => act(`Start round ${next}`, () => postJson(path('/rounds'), { round: next }, token)) }, `Start round ${next}`)
    : step === 'top-cut'
      ? h('button', { type: 'button', onclick: () => act(`Start the top ${summary.plan.topCut}`, () => postJson(path('/top-cut'), {}, token)) }, `Start the top ${summary.plan.topCut}`)
      : h('button', { type: 'button', onclick: () => {
        if (confirm('Finish the event? Final standings are fixed and no more rounds start.')) act('Finish the event', () => postJson<CompletedTournament>(path('/complete'), {}, token));
      } }, 'Finish the event');
  const plan = summary.settings.structure.kind === 'swiss'
    ? h('p', { class: 'subtle' }, `${summary.plan.rounds} Swiss rounds${summary.plan.topCut ? `, then a top ${summary.plan.topCut}` : ''}.`)
    : null;
  return section(plan, h('div', { class: 'buttons' }, button));
}
