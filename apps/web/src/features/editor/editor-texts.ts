/**
 * Texts of the editor pages. Those of docs/product.md §7.2 are copied character for character;
 * the rest are ours (docs/decisions/0060-editor-pages.md).
 */
export const EDITOR_TEXT = {
  // docs/product.md §7.2
  productsFailed: 'Failed to load ArcGIS products. Please try again later.',
  noProductsMatch: 'No products match your search',
  noProducts: 'No products available',
  createFailed: 'Failed to create solution. Please try again.',
  deleteConfirm: 'Are you sure to delete this solution? This action cannot be undone.',
  // The original client wrote 'Pleas'; corrected (docs/product.md §1.3).
  deleteFailed: 'Failed to delete solution. Please try again.',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  imagesUploaded: 'Images uploaded successfully. The page will refresh to show the new images.',
  imagesUploadFailed: 'Failed to upload images',
  uploadErrors: 'Upload Errors',
  fetchFailed: 'Failed to fetch solution',
  errorPrefix: (message: string) => `Error: ${message}`,
  // Ours
  updateFailed: 'Failed to save the solution. Please try again.',
  created: 'Solution created successfully',
  updated: 'Solution updated successfully',
  deleted: 'Solution deleted successfully',
  loadingProducts: 'Loading ArcGIS products...',
  tooManyImages: (file: string, max: number) =>
    `"${file}" was not added: at most ${max} images can be uploaded at once.`,
} as const;
