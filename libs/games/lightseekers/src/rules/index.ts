export * from './parse-rules';
export * from './rule-normalisation';
export * from './lightseekers-rules';
