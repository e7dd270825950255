export { PromoSlider } from './PromoSlider.tsx'
export { TcpoLogo } from './TcpoLogo.tsx'
export { tcpoLogoUrl, TCPO_LOGO_KEY } from '@domain/promos/tcpo-logo.ts'
export { promoPicture, promoSvg, PROMO_SLIDE, TCPO_LOGO } from '@domain/promos/promo-image.ts'
