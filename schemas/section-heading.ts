import { z } from 'zod';

/** The optional heading and lead line a module shows above its content; spread into a module's details schema. */
export const sectionHeadingShape = {
  title: z.string().max(120).optional().describe('Section heading above the module; none when empty'),
  subtitle: z.string().max(300).optional().describe('One line under the heading'),
};
