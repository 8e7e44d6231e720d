import { DynamicModule, Type } from '@nestjs/common';

/** Product features (tournaments, matches, …) join the api by one import line and one entry here. */
export const FEATURE_MODULES: (Type<unknown> | DynamicModule)[] = [];
