import { readFileSync } from 'node:fs';
import { SOLUTION_STATUS_IDS } from '@catalog/shared';
import { z } from 'zod';

/**
 * The demo catalogue is data, not code: `demo/lookups.json` and `demo/solutions.json` beside this
 * file, checked here so a mistyped file stops the seed with the file and field at fault
 * (docs/decisions/0100-docs-and-seed-data.md).
 */
const DEMO_DIR = new URL('./demo/', import.meta.url);

const names = z.array(z.string().min(1)).min(1);

const demoLookupsSchema = z.strictObject({
  /** Product name and the short mark drawn on its generated logo. */
  products: z.array(z.strictObject({ name: z.string().min(1), mark: z.string().min(1).max(4) })).min(1),
  sectors: names,
  industries: names,
  technologies: names,
  patterns: names,
  contributors: names,
});

/** One demo solution; lookups are named, and the seed resolves the names to ids. */
const demoSolutionSchema = z.strictObject({
  name: z.string().min(1),
  status: z.enum(SOLUTION_STATUS_IDS),
  sector: z.string().min(1),
  industries: names,
  technologies: names,
  patterns: names,
  products: names,
  contributor: z.string().min(1),
  creator: z.string().min(1),
  /** Paragraphs and list items, as the small rich-text subset the detail page allows. */
  overview: names,
  benefits: names,
  features: names,
  challenges: names,
  /** CPU cores, memory GB, storage GB, GPU GB. */
  hardware: z.tuple([
    z.number().int().min(0),
    z.number().int().min(0),
    z.number().int().min(0),
    z.number().int().min(0),
  ]),
  video: z.string().url().optional(),
  /** Names of the generated pictures; the first is the card image. */
  images: names,
});

export type DemoLookups = z.infer<typeof demoLookupsSchema>;
export type DemoSolution = z.infer<typeof demoSolutionSchema>;

function readDemoFile<T>(dir: URL, file: string, schema: z.ZodType<T>): T {
  const url = new URL(file, dir);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`demo data ${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`demo data ${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** `dir` is for tests; the seed always reads the files beside this module. */
export const loadDemoLookups = (dir = DEMO_DIR): DemoLookups => readDemoFile(dir, 'lookups.json', demoLookupsSchema);

export const loadDemoSolutions = (dir = DEMO_DIR): DemoSolution[] =>
  readDemoFile(dir, 'solutions.json', z.array(demoSolutionSchema));
