export * from './violation';
