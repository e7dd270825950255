export { PromoSlider } from './PromoSlider.tsx'
export { TcpoLogo, tcpoLogoUrl, TCPO_LOGO_KEY } from './TcpoLogo.tsx'
export { promoPicture, promoSvg, PROMO_SLIDE, TCPO_LOGO } from '@domain/promos/promo-image.ts'
