export { toNdjson } from '@arbiter/rules';
