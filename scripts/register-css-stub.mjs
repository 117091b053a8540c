import { register } from 'node:module';

register('./css-modules-stub.mjs', import.meta.url);
