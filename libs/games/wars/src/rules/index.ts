export * from './rule-aliases';
export * from './rulings';
export * from './wars-rules';
