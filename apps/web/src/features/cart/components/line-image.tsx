/** A plain tile where a line has no picture or its file is gone (CSP allows data: images). */
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#e2e8f0"/></svg>');

interface Props {
  src: string;
  width: number;
  height: number;
  className?: string;
}

/** A cart line's picture: decorative (the name beside it says what it is), lazy, never a broken icon. */
export function LineImage({ src, width, height, className = '' }: Props) {
  return (
    <img
      src={src || PLACEHOLDER}
      alt=""
      onError={(event) => {
        event.currentTarget.src = PLACEHOLDER;
      }}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
