/** A square SVG badge with the school's initials on its primary colour. */
export function renderDefaultLogo(name: string, color: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z0-9]/.test(word))
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || 'S';
  const fill = /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#efa48d';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<rect width="128" height="128" rx="28" fill="${fill}"/>
<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
