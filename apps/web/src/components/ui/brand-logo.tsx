import { PRODUCT_NAME } from '@das/shared/constants';

/** The favicon's "D + bars" mark, drawn inline so it needs no image request. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#13294b" />
      <rect
        x="0.75"
        y="0.75"
        width="62.5"
        height="62.5"
        rx="13.25"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.16"
        strokeWidth="1.5"
      />
      <path
        d="M14 44V20h10c8 0 13 5 13 12s-5 12-13 12H14zm7-6h3c4 0 6-2.3 6-6s-2-6-6-6h-3v12z"
        fill="#ffffff"
      />
      <rect x="40" y="34" width="5" height="10" rx="1.5" fill="#38bdf8" />
      <rect x="47" y="26" width="5" height="18" rx="1.5" fill="#38bdf8" />
    </svg>
  );
}

/** Mark plus word mark, on navy; the product name is a brand, so it is not translated. */
export function BrandLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark />
      <span
        className={`${size === 'lg' ? 'text-lg' : 'text-base'} font-semibold tracking-tight text-white`}
      >
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
