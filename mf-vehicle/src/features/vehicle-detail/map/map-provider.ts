import { createContext, type ComponentType } from 'react';

/** Where a car is, as a map shows it. */
export interface MapPlace {
  /** The dealer location's name. */
  name: string;
  /** Street, city, state and postcode on one line. */
  address: string;
  lat: number | null;
  lng: number | null;
  /** Spec §9 "Map default zoom 10". */
  zoom: number;
  /** The location's directions page (its maps place URL), when known. */
  placeUrl: string | null;
}

/** A real maps service (spec §7.11 "Maps service"): renders an interactive map of one place. */
export interface MapProvider {
  MapView: ComponentType<{ place: MapPlace }>;
}

/**
 * The maps service the page uses. None by default: the page needs no internet and shows its local map card.
 * A deployment with a maps service switches one on by providing it around the page
 * (`<MapProviderContext value={provider}>`), typically from its configuration and key.
 */
export const MapProviderContext = createContext<MapProvider | null>(null);
