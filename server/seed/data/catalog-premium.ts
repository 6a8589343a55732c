/** Premium brands: fewer cars, higher prices, longer equipment lists. */
import { type CatalogModel, model } from './catalog-types.ts';

export const PREMIUM_MODELS: readonly CatalogModel[] = [
  model('BMW', 'Seria 3', 'Sedan', 4, 5, 1545, 'premium', [
    ['320d xDrive Steptronic M Sport', 'Motorina', 190, 1995, 'Automata', 'Integrala 4x4', 5.0, 132, 56_900],
    ['330e Steptronic Luxury Line', 'Hibrid plug-in', 292, 1998, 'Automata', 'Spate', 1.1, 25, 58_400],
  ]),
  model('BMW', 'Seria 3 Touring', 'Break', 5, 5, 1600, 'premium', [
    ['318d Steptronic Advantage', 'Motorina', 150, 1995, 'Automata', 'Spate', 4.7, 124, 49_800],
  ]),
  model('BMW', 'X1', 'SUV', 5, 5, 1600, 'premium', [
    ['sDrive18d Steptronic xLine', 'Motorina', 150, 1995, 'Automata', 'Fata', 4.9, 129, 49_500],
    ['iX1 eDrive20 M Sport', 'Electric', 204, null, 'Automata', 'Fata', 15.6, 0, 54_900],
  ]),
  model('BMW', 'Seria 4 Coupe', 'Coupe', 2, 4, 1620, 'premium', [
    ['420i Steptronic M Sport', 'Benzina', 184, 1998, 'Automata', 'Spate', 6.5, 148, 57_900],
  ]),
  model('BMW', 'X5', 'SUV', 5, 5, 2135, 'premium', [
    ['xDrive30d Steptronic M Sport', 'Motorina', 298, 2993, 'Automata', 'Integrala 4x4', 7.1, 187, 98_900],
  ]),
  model('Mercedes-Benz', 'Clasa A', 'Hatchback', 5, 5, 1400, 'premium', [
    ['A 180 7G-DCT Progressive', 'Benzina', 136, 1332, 'Automata', 'Fata', 6.0, 136, 39_900],
  ]),
  model('Mercedes-Benz', 'Clasa C', 'Sedan', 4, 5, 1630, 'premium', [
    ['C 220 d 9G-TRONIC Avantgarde', 'Motorina', 200, 1993, 'Automata', 'Spate', 4.9, 129, 58_900],
    ['C 300 e 4MATIC AMG Line', 'Hibrid plug-in', 313, 1999, 'Automata', 'Integrala 4x4', 0.7, 16, 67_500],
  ]),
  model('Mercedes-Benz', 'GLC', 'SUV', 5, 5, 1880, 'premium', [
    ['GLC 220 d 4MATIC 9G-TRONIC AMG Line', 'Motorina', 197, 1993, 'Automata', 'Integrala 4x4', 5.8, 153, 72_900],
  ]),
  model('Mercedes-Benz', 'CLE Coupe', 'Coupe', 2, 4, 1700, 'premium', [
    ['CLE 200 9G-TRONIC AMG Line', 'Benzina', 204, 1999, 'Automata', 'Spate', 7.0, 158, 69_900],
  ]),
  model('Mercedes-Benz', 'EQA', 'SUV', 5, 5, 2040, 'premium', [
    ['EQA 250+ Progressive', 'Electric', 190, null, 'Automata', 'Fata', 16.4, 0, 57_800],
  ]),
  model('Audi', 'A3 Sportback', 'Hatchback', 5, 5, 1350, 'premium', [
    ['35 TFSI S tronic Advanced', 'Hibrid', 150, 1498, 'Automata', 'Fata', 5.5, 125, 38_900],
  ]),
  model('Audi', 'A4 Avant', 'Break', 5, 5, 1600, 'premium', [
    ['40 TDI quattro S tronic S line', 'Motorina', 204, 1968, 'Automata', 'Integrala 4x4', 5.5, 145, 59_900],
  ]),
  model('Audi', 'A6', 'Sedan', 4, 5, 1750, 'premium', [
    ['40 TDI quattro S tronic Design', 'Motorina', 204, 1968, 'Automata', 'Integrala 4x4', 5.6, 147, 66_500],
  ]),
  model('Audi', 'Q5', 'SUV', 5, 5, 1850, 'premium', [
    ['40 TDI quattro S tronic Advanced', 'Motorina', 204, 1968, 'Automata', 'Integrala 4x4', 6.2, 163, 64_900],
    ['55 TFSI e quattro S tronic S line', 'Hibrid plug-in', 367, 1984, 'Automata', 'Integrala 4x4', 1.5, 34, 76_800],
  ]),
  model('Audi', 'Q4 e-tron', 'SUV', 5, 5, 2050, 'premium', [
    ['45 e-tron 286 CP S line', 'Electric', 286, null, 'Automata', 'Spate', 16.8, 0, 58_900],
  ]),
  model('Toyota', 'Land Cruiser', 'SUV', 5, 7, 2400, 'premium', [
    ['2.8 D-4D 204 AT Executive', 'Motorina', 204, 2755, 'Automata', 'Integrala 4x4', 9.9, 259, 82_500],
  ]),
];
