import { Query } from '@nestjs/cqrs';

/** A query about one tournament; `T` is its answer, so the query bus returns it typed. */
export abstract class TournamentQuery<T> extends Query<T> {
  constructor(readonly tournamentId: string) {
    super();
  }
}
