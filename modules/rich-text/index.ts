import { defineModule } from '../define-module';
import { richTextContract } from './contract';
import { RichText } from './rich-text';

export const richTextModule = defineModule(richTextContract, RichText);
