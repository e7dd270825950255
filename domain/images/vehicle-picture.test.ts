import { describe, expect, it } from 'vitest'
import { FALLBACK_VEHICLE_IMAGE, vehicleImageSource, vehicleSocialImageUrl } from './vehicle-picture.ts'

const car = {
  name: '2021 Mazda CX-5 Maxx Sport',
  primary_image_url: '/demo-images/demo-motors/c-12/1.svg',
  images: [1, 2, 3].map((n) => ({ image: { url: `/demo-images/demo-motors/c-12/${n}.svg` } })),
}

describe('the picture of a car', () => {
  it('is the primary picture, a gallery picture by index, and the fallback when there is none', () => {
    expect(vehicleImageSource(car)).toBe('/demo-images/demo-motors/c-12/1.svg')
    expect(vehicleImageSource({ ...car, primary_image_url: null })).toBe('/demo-images/demo-motors/c-12/1.svg')
    expect(vehicleImageSource(car, 2)).toBe('/demo-images/demo-motors/c-12/3.svg')
    expect(vehicleImageSource({ ...car, primary_image_url: null, images: [] })).toBe(FALLBACK_VEHICLE_IMAGE)
    expect(vehicleImageSource(car, 9)).toBe(FALLBACK_VEHICLE_IMAGE)
  })

  it('gives the 1200×630 social URL, absolute with an origin', () => {
    expect(vehicleSocialImageUrl(car, 'https://www.demomotors.com.au')).toBe(
      'https://www.demomotors.com.au/_img?url=%2Fdemo-images%2Fdemo-motors%2Fc-12%2F1.svg&w=1200&q=75&social=1',
    )
  })
})
