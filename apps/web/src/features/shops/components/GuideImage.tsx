/**
 * The guide picture beside each step: a sketch of the platform page the user is about to see, with
 * the button to press highlighted.
 */
/** SVG text does not wrap: split the title into lines of at most `size` characters */
function lines(text: string, size = 17): string[] {
  const result: string[] = [];
  for (let i = 0; i < text.length && result.length < 3; i += size) result.push(text.slice(i, i + size));
  return result;
}

export function GuideImage({ platform, title, action }: { platform: string; title: string; action: string }) {
  return (
    <svg
      role="img"
      aria-label={`${platform}：${title}`}
      viewBox="0 0 320 200"
      width="100%"
      style={{ maxWidth: 320, display: 'block' }}
      data-testid="guide-image"
    >
      <rect x="1" y="1" width="318" height="198" rx="10" fill="#f7f9fc" stroke="#d9e1ec" />
      <rect x="1" y="1" width="318" height="28" rx="10" fill="#e8eef7" />
      <circle cx="18" cy="15" r="4" fill="#ff6b6b" />
      <circle cx="32" cy="15" r="4" fill="#ffc048" />
      <circle cx="46" cy="15" r="4" fill="#52c41a" />
      <text x="64" y="19" fontSize="11" fill="#56657a">
        {platform}
      </text>
      <text x="24" y="56" fontSize="15" fontWeight="600" fill="#1f2d3d">
        {lines(title).map((line, i) => (
          <tspan key={line} x="24" dy={i === 0 ? 0 : 20}>
            {line}
          </tspan>
        ))}
      </text>
      <rect x="24" y="104" width="210" height="8" rx="4" fill="#dfe6ef" />
      <rect x="24" y="120" width="170" height="8" rx="4" fill="#dfe6ef" />
      <rect x="186" y="146" width="110" height="34" rx="6" fill="#1677ff" />
      <text x="241" y="168" fontSize="13" fill="#fff" textAnchor="middle">
        {action}
      </text>
      <path d="M150 170 l24 -6 -10 -4 6 -12 -6 -3 -6 12 -8 -7 z" fill="#fa8c16" />
    </svg>
  );
}
