export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton.tsx'
export { useFavourites, toggleFavouriteCar, FAVOURITES_KEY } from './favourites-store.ts'
