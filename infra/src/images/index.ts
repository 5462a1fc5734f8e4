/** Image endpoint and generated demo car pictures (issue 3, item 5). */
export { colourHex, DEFAULT_COLOUR_HEX } from './colour-hex';
export { DEMO_ANGLES, DEMO_BODIES, type DemoAngle, type DemoBody, normaliseBody } from './demo-catalogue';
export { demoImageUrl } from './demo-image-url';
export { imagesRoutes, type ImagesRoutesOptions } from './images-route';
export { measureImageThroughput, type ThroughputResult } from './measure-throughput';
export { renderDemoSource } from './render-demo-source';
export { ALLOWED_WIDTHS, defaultQuality, snapWidth } from './variant';
