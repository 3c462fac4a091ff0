import { webUrl } from '../lib/web-url';

/** An address from the service: a link only when http(s); isolated, left to right. */
export function WebLink(p: {
  url: string;
  /** What the link says, when not the address itself. */
  children?: string;
  title?: string;
}) {
  const { url, children, title } = p;
  const href = webUrl(url);
  const text = <bdi dir="ltr">{children ?? href ?? url}</bdi>;
  if (!href) return <span className="not-web">{text}</span>;
  return (
    <a href={href} target="_blank" rel="noreferrer" title={title}>
      {text}
    </a>
  );
}
