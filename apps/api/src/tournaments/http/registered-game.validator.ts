import { Injectable, Optional } from '@nestjs/common';
import { registeredGames } from '@arbiter/platform';
import { GameRegistry } from '@arbiter/rules';
import { ValidationArguments, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';

/**
 * `game` names a registered game. The constraint comes from the api's container (createApp
 * hands it to class-validator), so it sees the registry the api was built with; validated
 * outside the api, it checks against the platform's own games.
 */
@ValidatorConstraint({ name: 'registeredGame' })
@Injectable()
export class RegisteredGameConstraint implements ValidatorConstraintInterface {
  private readonly games: GameRegistry;

  constructor(@Optional() games?: GameRegistry) {
    this.games = games ?? registeredGames();
  }

  validate(value: unknown): boolean {
    return typeof value === 'string' && this.games.find(value) !== undefined;
  }

  defaultMessage(args: ValidationArguments): string {
    return `game must be one of the registered games: ${this.games.ids().join(', ')} (not ${JSON.stringify(args.value)})`;
  }
}
