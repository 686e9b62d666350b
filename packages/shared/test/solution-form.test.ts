import { describe, expect, it } from 'vitest';
import { enquiryBody, enquiryForm, solutionForm } from '../src/index.ts';
import { errorsOf } from './errors-of.ts';

const goodSolution = { name: 'Flood Watch', creator: 'Ani, Budi', contributor_id: '1', sector_id: 2 };

describe('solution form of docs/product.md §5.6', () => {
  it('fills defaults for an otherwise empty form', () => {
    const v = solutionForm.parse(goodSolution);
    expect(v).toMatchObject({
      name: 'Flood Watch',
      status: 'development',
      contributor_id: 1,
      sector_id: 2,
      technology_ids: [],
      hardware_cpu_core: 0,
      hardware_gpu: 0,
      video_url: '',
      description: '',
    });
  });

  it('reads comma lists and arrays alike', () => {
    const v = solutionForm.parse({
      ...goodSolution,
      technology_ids: '3, 1,3',
      industry_ids: [4, '5'],
      hardware_ram: '16.5',
    });
    expect(v.technology_ids).toEqual([3, 1]);
    expect(v.industry_ids).toEqual([4, 5]);
    expect(v.hardware_ram).toBe(16.5);
  });

  it.each([
    ['name', '', 'This field is required'],
    ['name', '   ', 'This field is required'],
    ['name', 'x'.repeat(101), 'Maximum length is 100 characters'],
    ['creator', '', 'This field is required'],
    ['contributor_id', null, 'This field is required'],
    ['contributor_id', '', 'This field is required'],
    ['sector_id', undefined, 'This field is required'],
    ['sector_id', 'abc', 'Invalid format'],
    ['technology_ids', '1,x', 'Invalid format'],
    ['storymap_url', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['pdf_url', 'not a url', 'Please enter a valid URL'],
    ['video_url', 'https://vimeo.com/1', 'Invalid YouTube link'],
    ['hardware_cpu_core', 'four', 'Please enter a valid number'],
    ['hardware_ram', '-1', 'Value must be at least 0'],
    ['status', 'published', 'Invalid format'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(errorsOf(solutionForm, { ...goodSolution, [field]: value })[field]).toBe(message);
  });

  it('accepts http, https and ftp links and YouTube hosts', () => {
    const r = solutionForm.safeParse({
      ...goodSolution,
      storymap_url: 'https://storymaps.arcgis.com/x',
      pdf_url: 'ftp://files.example.com/a.pdf',
      video_url: 'https://youtu.be/abc',
    });
    expect(r.success).toBe(true);
  });

  it('turns CR/LF in single-line fields into spaces', () => {
    expect(solutionForm.parse({ ...goodSolution, name: 'A\r\nBcc: x@y.z' }).name).toBe('A Bcc: x@y.z');
  });
});

describe('enquiry form of docs/product.md §5.8', () => {
  const good = { full_name: 'Siti', email: 'siti@example.com', company: 'Peta', solution_id: 3 };

  it('accepts a minimal enquiry', () => {
    expect(enquiryForm.parse(good)).toMatchObject({ phone: '', position: '', message: '', solution_id: 3 });
  });

  it.each([
    ['full_name', '', 'This field is required'],
    ['email', '', 'This field is required'],
    ['email', 'siti@', 'It should be a valid email address'],
    ['company', ' ', 'This field is required'],
    ['phone', '12345', 'Invalid Indonesian phone number'],
    ['solution_id', undefined, 'This field is required'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(errorsOf(enquiryBody, { ...good, [field]: value })[field]).toBe(message);
  });

  it('takes several solutions at once, the solution_id first and each once, 1 to 10 of them', () => {
    const { solution_id: _one, ...noSolution } = good;
    expect(enquiryBody.parse({ ...noSolution, solution_ids: [4, '9', 4] }).solution_ids).toEqual([4, 9]);
    expect(enquiryBody.parse({ ...good, solution_ids: [9, 3] }).solution_ids).toEqual([3, 9]);
    expect(enquiryBody.parse(good).solution_ids).toEqual([3]);
    const refused = 'Choose from 1 to 10 solutions';
    expect(errorsOf(enquiryBody, { ...noSolution, solution_ids: [] }).solution_ids).toBe(refused);
    expect(errorsOf(enquiryBody, { ...noSolution, solution_ids: ['x'] }).solution_ids).toBe(refused);
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(errorsOf(enquiryBody, { ...noSolution, solution_ids: eleven }).solution_ids).toBe(refused);
    expect(errorsOf(enquiryBody, { ...good, solution_ids: eleven.slice(1).map((n) => n + 20) }).solution_ids).toBe(
      refused,
    );
  });

  it('accepts an Indonesian phone', () => {
    expect(enquiryForm.safeParse({ ...good, phone: '+6281234567890' }).success).toBe(true);
  });
});
