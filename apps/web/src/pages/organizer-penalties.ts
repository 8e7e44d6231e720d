import { postJson, tournamentPath } from '../api.js';
import { h } from '../dom.js';
import type { TournamentContext } from '../tournament-context.js';
import type { Act } from './organizer-phase.js';

const KINDS: [string, string][] = [['warning', 'Warning'], ['game-loss', 'Game loss'], ['match-loss', 'Match loss'], ['disqualification', 'Disqualification']];

/** Issuing a penalty: a match loss (and a disqualification) settles the player's open match; a disqualification drops them. */
export function penaltiesCard(context: TournamentContext, token: string, act: Act): HTMLElement | null {
  const players = context.summary.players.filter((p) => !p.dropped);
  if (players.length === 0 || context.summary.status === 'completed') return null;
  const player = h('select', { id: 'penalty-player', name: 'player', required: true }, players.map((p) => h('option', { value: p.playerId }, p.name)));
  const kind = h('select', { id: 'penalty-kind', name: 'kind' }, KINDS.map(([v, t]) => h('option', { value: v }, t)));
  const reason = h('input', { id: 'penalty-reason', name: 'reason', type: 'text', required: true, maxlength: 500 });
  return h('form', { class: 'card', 'aria-labelledby': 'penalty-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    const label = `${KINDS.find(([v]) => v === kind.value)?.[1] ?? kind.value} for ${context.playerName(player.value)}`;
    if (kind.value === 'disqualification' && !confirm(`Disqualify ${context.playerName(player.value)}? They are dropped from the event.`)) return;
    act(label, () => postJson(tournamentPath(context.id, '/penalties'), { playerId: player.value, kind: kind.value, reason: reason.value }, token), undefined, ['penalty-reason']);
  } },
  h('h2', { id: 'penalty-heading' }, 'Penalties'),
  h('label', { for: 'penalty-player' }, 'Player to penalise'), player,
  h('label', { for: 'penalty-kind' }, 'Penalty'), kind,
  h('label', { for: 'penalty-reason' }, 'Reason (the infraction)'), reason,
  h('button', { type: 'submit', class: 'danger' }, 'Issue penalty'));
}
