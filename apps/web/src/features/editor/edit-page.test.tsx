import { MSG, SOLUTION_FORM_FIELDS } from '@catalog/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { solutionDetail } from '../../test/fixtures.ts';
import { multipartFields, onOperation } from '../../test/recorded-requests.ts';
import { fieldError } from '../../test/field-error.ts';
import { answerEditorLookups } from '../../test/editor-lookups.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';

/**
 * The API of the edit page for solution 7; `onSave` answers the save and sees its multipart body.
 * A save answered with a solution is what the solution reads from then on.
 */
function editorApi(onSave: (body: Record<string, string>) => Response) {
  const saved: Array<Record<string, string>> = [];
  const reads: string[] = [];
  let stored = solutionDetail();
  answerEditorLookups();
  server.use(
    onOperation('getSolution', ({ params }) => {
      reads.push(String(params.id));
      return params.id === '7' ? HttpResponse.json({ data: stored }) : HttpResponse.json({}, { status: 404 });
    }),
    onOperation('updateSolution', async ({ request }) => {
      const body = await multipartFields(request);
      saved.push(body);
      const answer = onSave(body);
      if (answer.ok) stored = ((await answer.clone().json()) as { data: typeof stored }).data;
      return answer;
    }),
  );
  return Object.assign(saved, { reads });
}

async function openEditor() {
  const app = renderApp('/edit/7', { as: 'admin' });
  const form = await screen.findByRole('form', { name: 'Edit Flood Early Warning' });
  const name = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
  return { ...app, form, name };
}

describe('the edit page', () => {
  it('shows the shared schema’s messages on blur and sends nothing while one stands', async () => {
    const saved = editorApi(() => HttpResponse.json({ data: solutionDetail() }));
    const { user, name, form } = await openEditor();
    expect(name.value).toBe('Flood Early Warning');

    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(fieldError(name)).toBe(MSG.required));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(form).getByRole('tab', { name: 'Resources' }));
    const video = within(form).getByRole('textbox', { name: 'Video Link (YouTube)' });
    await user.type(video, 'https://vimeo.com/1');
    await user.tab();
    await waitFor(() => expect(fieldError(video)).toBe(MSG.youtubeInvalid));

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.toastCorrectErrors)).toBeTruthy();
    expect(saved).toHaveLength(0);
    // The tab of the first error opens and its field takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(
      within(form)
        .getByRole('tab', { name: /Overview/ })
        .getAttribute('aria-selected'),
    ).toBe('true');

    // Typing clears a field's error at once.
    await user.type(name, 'F');
    expect(fieldError(name)).toBeUndefined();
  });

  it('sends the changed form as the multipart body of the API and goes to the solution', async () => {
    const saved = editorApi((body) =>
      HttpResponse.json({
        data: solutionDetail({ name: body.name }),
        message: 'Solution updated successfully',
      }),
    );
    const { user, name, form } = await openEditor();
    await user.clear(name);
    await user.type(name, 'Flood Early Warning System');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0]!;
    // Every field of the shared form goes out, emptied ones as '' so that they clear.
    expect(Object.keys(body)).toEqual(SOLUTION_FORM_FIELDS);
    expect(body).toMatchObject({ name: 'Flood Early Warning System', creator: 'Ani Wijaya', status: 'review' });
    expect(body).toMatchObject({ contributor_id: '21', sector_id: '31', industry_ids: '2', technology_ids: '11' });
    expect(body).toMatchObject({ pattern_of_use_ids: '', arcgis_product_ids: '', storymap_url: '', video_url: '' });
    expect(body).toMatchObject({ description: '<p>About Flood Early Warning</p>', hardware_ram: '16' });
    expect(await screen.findByText('Solution updated successfully')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/solution/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flood Early Warning System' })).toBeTruthy();
    // The solution's page and the edit page share one cache entry: the save's answer is shown, not read again.
    expect(saved.reads).toEqual(['7']);
  });

  it('puts the server’s field errors on their fields and its message in the banner', async () => {
    const saved = editorApi(() =>
      HttpResponse.json(
        { message: 'Some fields are not valid', errors: { name: 'A solution with this name already exists' } },
        { status: 400 },
      ),
    );
    const { user, name, form } = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldError(name)).toBe('A solution with this name already exists'));
    expect(saved).toHaveLength(1);
    expect(within(form).getByRole('alert').textContent).toContain('Some fields are not valid');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(window.location.pathname).toBe('/edit/7');
  });
});
