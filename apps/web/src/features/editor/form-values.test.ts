import { solutionForm } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { emptyValues, TABS, toFormData } from './form-values.ts';

const filled = () => ({
  ...emptyValues(),
  name: 'Smart Farming',
  creator: 'Ani, Budi',
  contributor_id: 2,
  sector_id: 1,
  technology_ids: [3, 1],
  pattern_of_use_ids: [4],
  storymap_url: 'https://storymaps.arcgis.com/x',
});

describe('toFormData', () => {
  it('sends every field of docs/product.md §6.5 with comma lists and the create name of the pattern list', () => {
    const values = solutionForm.parse(filled());
    const form = toFormData(values, [new File(['x'], 'a.png', { type: 'image/png' })], 'create');
    expect(form.get('technology_ids')).toBe('3,1');
    expect(form.get('pattern_of_use')).toBe('4');
    expect(form.has('pattern_of_use_ids')).toBe(false);
    expect(form.get('status')).toBe('development');
    expect(form.get('hardware_gpu')).toBe('0');
    expect(form.get('storymap_url')).toBe('https://storymaps.arcgis.com/x');
    expect((form.get('images') as File).name).toBe('a.png');
  });

  it('names the pattern list pattern_of_use_ids on edit, still sends storymap_url, and clears emptied lists', () => {
    const values = solutionForm.parse({ ...filled(), industry_ids: [] });
    const form = toFormData(values, [], 'edit');
    expect(form.get('pattern_of_use_ids')).toBe('4');
    expect(form.get('storymap_url')).toBe('https://storymaps.arcgis.com/x');
    expect(form.get('industry_ids')).toBe('');
    expect(form.has('images')).toBe(false);
  });
});

describe('TABS', () => {
  it('places every field of the shared schema on exactly one tab', () => {
    const placed = TABS.flatMap((t) => [...t.fields]).sort();
    expect(placed).toEqual(Object.keys(solutionForm.shape).sort());
  });
});
