export * from './base-formats';
export * from './community-formats';
export * from './format';
