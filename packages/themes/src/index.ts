export { ASSET_PREFIX, buildThemeAssets, type ThemeAssets } from './assets/build-assets';
export { PAGE_FONT_DIR } from './assets/page-fonts';
export {
  DESIGN_BY_TIER,
  DESIGNS,
  resolveVariant,
  VARIANTS,
  type DesignId,
  type Variant,
} from './catalogue/variants';
export {
  buildPageModel,
  shortNameOf,
  storyItems,
  type PageEventInput,
  type PageModelInput,
} from './model/build-page-model';
export type { EventKey, EventModel, PageModel, SectionKind } from './model/page-model';
export {
  fillInvitationPage,
  guestQuery,
  pageRequestKey,
  pageSlotValues,
  type PageRequest,
  type WishesPage,
} from './render/fill-page';
export { wishesHtml, type Notice, type WishView } from './render/fragments';
export {
  guestPassHtml,
  type PersonalEventView,
  type PersonalGuestView,
} from './render/personal-fields';
export { renderNotFoundPage } from './render/not-found-page';
export { renderPageTemplate } from './render/render-page';
export { fillTemplate, type PageTemplate, type SlotValues } from './model/slots';
export { DESIGN_PARTS } from './designs';
export type { FontSpec } from './components/design-parts';
export { resolveFontFile } from './assets/build-assets';
