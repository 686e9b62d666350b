import { Package } from 'lucide-react';
import { useState } from 'react';

/** An ArcGIS product's logo, or a package icon when it has none or it fails to load (docs/product.md §4.3). */
export function ProductLogo({ product }: { product: { image?: string | null } }) {
  const [broken, setBroken] = useState(false);
  if (!product.image || broken) {
    return (
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-600"
      >
        <Package className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={product.image}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      className="size-9 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
    />
  );
}
