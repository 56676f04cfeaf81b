import { alibabaTemplate } from './platforms/alibaba.template.ts';
import { doudianTemplate } from './platforms/doudian.template.ts';
import { kttTemplate } from './platforms/ktt.template.ts';
import { kuaishouTemplate } from './platforms/kuaishou.template.ts';
import { pddTemplate } from './platforms/pdd.template.ts';
import { qunjielongTemplate } from './platforms/qunjielong.template.ts';
import { taobaoTemplate } from './platforms/taobao.template.ts';
import { wechatVideoShopTemplate } from './platforms/wechatvideoshop.template.ts';
import { xiaohongshuTemplate } from './platforms/xiaohongshu.template.ts';
import { youzanTemplate } from './platforms/youzan.template.ts';
import type { AnyTemplateDeclaration, TemplatePlatform } from './template-fields.ts';

/** One publish template declaration per platform of doc 2 §1. */
export const TEMPLATE_DECLARATIONS: readonly AnyTemplateDeclaration[] = [
  pddTemplate,
  doudianTemplate,
  alibabaTemplate,
  kuaishouTemplate,
  youzanTemplate,
  taobaoTemplate,
  xiaohongshuTemplate,
  kttTemplate,
  qunjielongTemplate,
  wechatVideoShopTemplate,
];

const byStation = new Map(TEMPLATE_DECLARATIONS.map((d) => [d.station, d]));
const byPlatform = new Map(TEMPLATE_DECLARATIONS.map((d) => [d.platform, d]));

/** The template declaration of a station, or undefined where the station has no publish template. */
export function templateForStation(station: number): AnyTemplateDeclaration | undefined {
  return byStation.get(station);
}

export function templateForPlatform(platform: TemplatePlatform): AnyTemplateDeclaration {
  const declaration = byPlatform.get(platform);
  if (!declaration) throw new Error(`no template for ${platform}`);
  return declaration;
}
