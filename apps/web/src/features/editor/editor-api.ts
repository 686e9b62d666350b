import type { ImageUploadResult, SolutionDetail } from '@catalog/shared';
import { api, apiUpload } from '../../lib/api.ts';

/** An option of a lookup list; statuses have string ids, the other lists numbers. */
export interface LookupOption {
  id: number | string;
  name: string;
}

export interface ProductOption {
  id: number;
  name: string;
  image: string | null;
}

type ListBody<T> = T[] | { data?: T[] };

/** docs/product.md §3.8: the list is the body itself or its `data` field. */
const listOf = <T>(body: ListBody<T> | null): T[] => (Array.isArray(body) ? body : (body?.data ?? []));

/** `bust` adds a timestamp query parameter, so a Retry never gets a cached failure (docs/product.md §3.8). */
export function fetchLookup(path: string, bust: number | null, signal?: AbortSignal): Promise<LookupOption[]> {
  return api
    .get<ListBody<LookupOption>>(`/api/catalog/${path}`, { signal, query: { _: bust ?? undefined } })
    .then(listOf);
}

export function fetchProducts(bust: number | null, signal?: AbortSignal): Promise<ProductOption[]> {
  return api
    .get<ListBody<ProductOption>>('/api/catalog/arcgis_product', { signal, query: { _: bust ?? undefined } })
    .then(listOf);
}

export const fetchSolution = (id: string, signal?: AbortSignal) =>
  api.get<{ data: SolutionDetail }>(`/api/catalog/solution/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);

interface Saved {
  data: SolutionDetail;
  message?: string;
}

export const createSolution = (form: FormData, onProgress: (percent: number) => void) =>
  apiUpload<Saved>('/api/catalog/solution', form, { onProgress });

export const updateSolution = (id: number, form: FormData, onProgress: (percent: number) => void) =>
  apiUpload<Saved>(`/api/catalog/solution/${id}/`, form, { method: 'PUT', onProgress });

export const deleteSolution = (id: number) => api.delete<{ message?: string }>(`/api/catalog/solution/${id}/`);

export const uploadImages = (id: number, files: readonly File[], onProgress: (percent: number) => void) => {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiUpload<{ data: ImageUploadResult; message?: string }>(`/api/catalog/solution/${id}/images/`, form, {
    onProgress,
  });
};

export const deleteImage = (imageId: number) =>
  api.delete<{ message?: string }>(`/api/catalog/solution/images/${imageId}`);
