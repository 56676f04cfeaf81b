import { useTranslation } from 'react-i18next';

const CJK = /[\u3400-\u9fff\uf900-\uff60]/;
/** Latin characters of the title that fit on a line */
const LATIN_LINE = 32;
/** the highlighted button: its right edge, and its width unless a longer (English) label needs more */
const BUTTON_RIGHT = 296;
const BUTTON_WIDTH = 110;

/**
 * SVG text does not wrap: split the title into at most 3 lines, of at most `size` characters when it
 * holds Chinese, else of whole words (Latin letters are about half as wide)
 */
function lines(text: string, size = 17): string[] {
  const result: string[] = [];
  if (CJK.test(text)) {
    for (let i = 0; i < text.length && result.length < 3; i += size) result.push(text.slice(i, i + size));
    return result;
  }
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > LATIN_LINE) {
      result.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  return result.slice(0, 3);
}

/**
 * The guide picture beside each step: a sketch of the platform page the user is about to see, with
 * the button to press highlighted.
 */
export function GuideImage({ platform, title, action }: { platform: string; title: string; action: string }) {
  const { t } = useTranslation('shops');
  // a Chinese label fits the button; a Latin one (about 7 units a letter at this size) may widen it leftwards
  const buttonWidth = CJK.test(action) ? BUTTON_WIDTH : Math.max(BUTTON_WIDTH, action.length * 7 + 20);
  const buttonX = BUTTON_RIGHT - buttonWidth;
  const shift = BUTTON_RIGHT - BUTTON_WIDTH - buttonX;
  return (
    <svg
      role="img"
      aria-label={t('guide.label', { platform, title })}
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
      <rect x={buttonX} y="146" width={buttonWidth} height="34" rx="6" fill="#1677ff" />
      <text x={buttonX + buttonWidth / 2} y="168" fontSize="13" fill="#fff" textAnchor="middle">
        {action}
      </text>
      <path
        d="M150 170 l24 -6 -10 -4 6 -12 -6 -3 -6 12 -8 -7 z"
        fill="#fa8c16"
        transform={shift ? `translate(${-shift} 0)` : undefined}
      />
    </svg>
  );
}
