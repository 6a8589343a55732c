/** Volume brands: the bulk of what Romanians buy, finance and subscribe to. */
import { type CatalogModel, model } from './catalog-types.ts';

export const VOLUME_MODELS: readonly CatalogModel[] = [
  model('Dacia', 'Logan', 'Sedan', 4, 5, 1075, 'budget', [
    ['1.0 TCe 90 Expression', 'Benzina', 90, 999, 'Manuala', 'Fata', 5.3, 119, 15_400],
    ['1.0 TCe 100 ECO-G Journey', 'GPL', 100, 999, 'Manuala', 'Fata', 6.9, 108, 16_900],
  ]),
  model('Dacia', 'Sandero Stepway', 'Hatchback', 5, 5, 1130, 'budget', [
    ['1.0 TCe 110 Expression', 'Benzina', 110, 999, 'Manuala', 'Fata', 5.4, 122, 17_900],
    ['1.0 TCe 100 ECO-G Extreme', 'GPL', 100, 999, 'Manuala', 'Fata', 6.9, 108, 18_600],
    ['1.0 TCe 110 CVT Journey', 'Benzina', 110, 999, 'Automata', 'Fata', 5.8, 131, 19_700],
  ]),
  model('Dacia', 'Duster', 'SUV', 5, 5, 1270, 'budget', [
    ['1.2 TCe 130 Journey', 'Benzina', 130, 1199, 'Manuala', 'Fata', 5.7, 129, 22_900],
    ['1.2 TCe 130 4x4 Extreme', 'Benzina', 130, 1199, 'Manuala', 'Integrala 4x4', 6.2, 140, 25_900],
    ['Hybrid 140 Journey', 'Hibrid', 140, 1598, 'Automata', 'Fata', 4.8, 109, 26_500],
  ]),
  model('Dacia', 'Jogger', 'Monovolum', 5, 7, 1225, 'budget', [
    ['1.0 TCe 110 Expression 7 locuri', 'Benzina', 110, 999, 'Manuala', 'Fata', 5.7, 130, 19_900],
    ['Hybrid 140 Extreme 7 locuri', 'Hibrid', 140, 1598, 'Automata', 'Fata', 4.9, 111, 25_400],
  ]),
  model('Dacia', 'Spring', 'Hatchback', 5, 4, 975, 'budget', [
    ['Electric 65 Extreme', 'Electric', 65, null, 'Automata', 'Fata', 14.6, 0, 19_800],
  ]),
  model('Renault', 'Clio', 'Hatchback', 5, 5, 1165, 'budget', [
    ['1.0 TCe 90 Evolution', 'Benzina', 90, 999, 'Manuala', 'Fata', 5.2, 118, 19_500],
    ['E-Tech full hybrid 145 Esprit Alpine', 'Hibrid', 145, 1598, 'Automata', 'Fata', 4.1, 93, 25_900],
  ]),
  model('Renault', 'Captur', 'SUV', 5, 5, 1250, 'mid', [
    ['1.3 TCe 160 EDC Techno', 'Benzina', 160, 1333, 'Automata', 'Fata', 6.2, 140, 27_400],
    ['E-Tech full hybrid 145 Iconic', 'Hibrid', 145, 1598, 'Automata', 'Fata', 4.6, 105, 29_900],
  ]),
  model('Renault', 'Megane E-Tech', 'SUV', 5, 5, 1624, 'mid', [
    ['EV60 220 CP Techno', 'Electric', 220, null, 'Automata', 'Fata', 16.1, 0, 41_900],
  ]),
  model('Skoda', 'Fabia', 'Hatchback', 5, 5, 1140, 'budget', [
    ['1.0 TSI 95 Ambition', 'Benzina', 95, 999, 'Manuala', 'Fata', 5.1, 116, 19_800],
    ['1.0 TSI 115 DSG Style', 'Benzina', 115, 999, 'Automata', 'Fata', 5.4, 122, 23_400],
  ]),
  model('Skoda', 'Octavia', 'Sedan', 5, 5, 1350, 'mid', [
    ['1.5 TSI 150 e-TEC DSG Selection', 'Hibrid', 150, 1498, 'Automata', 'Fata', 5.2, 118, 31_500],
    ['2.0 TDI 150 DSG Style', 'Motorina', 150, 1968, 'Automata', 'Fata', 4.6, 121, 33_900],
  ]),
  model('Skoda', 'Octavia Combi', 'Break', 5, 5, 1385, 'mid', [
    ['2.0 TDI 116 Selection', 'Motorina', 116, 1968, 'Manuala', 'Fata', 4.5, 118, 30_900],
    ['2.0 TDI 150 DSG Style', 'Motorina', 150, 1968, 'Automata', 'Fata', 4.7, 123, 34_800],
    ['2.0 TDI 200 4x4 DSG RS', 'Motorina', 200, 1968, 'Automata', 'Integrala 4x4', 5.5, 145, 45_200],
  ]),
  model('Skoda', 'Kodiaq', 'SUV', 5, 7, 1640, 'mid', [
    ['2.0 TDI 150 DSG Selection', 'Motorina', 150, 1968, 'Automata', 'Fata', 5.4, 142, 42_900],
    ['2.0 TDI 193 4x4 DSG Laurin & Klement', 'Motorina', 193, 1968, 'Automata', 'Integrala 4x4', 6.1, 160, 54_500],
    ['1.5 TSI iV 204 DSG Sportline', 'Hibrid plug-in', 204, 1498, 'Automata', 'Fata', 0.5, 12, 52_900],
  ]),
  model('Skoda', 'Elroq', 'SUV', 5, 5, 1863, 'mid', [['85 286 CP', 'Electric', 286, null, 'Automata', 'Spate', 15.8, 0, 43_600]]),
  model('Volkswagen', 'Polo', 'Hatchback', 5, 5, 1130, 'budget', [
    ['1.0 TSI 95 Life', 'Benzina', 95, 999, 'Manuala', 'Fata', 5.3, 120, 20_900],
  ]),
  model('Volkswagen', 'Golf', 'Hatchback', 5, 5, 1320, 'mid', [
    ['1.5 eTSI 150 DSG Life', 'Hibrid', 150, 1498, 'Automata', 'Fata', 5.3, 120, 32_900],
    ['2.0 TDI 150 DSG Style', 'Motorina', 150, 1968, 'Automata', 'Fata', 4.4, 116, 35_400],
  ]),
  model('Volkswagen', 'Passat Variant', 'Break', 5, 5, 1560, 'mid', [
    ['2.0 TDI 150 DSG Business', 'Motorina', 150, 1968, 'Automata', 'Fata', 4.9, 128, 44_900],
    ['1.5 eHybrid 204 DSG Elegance', 'Hibrid plug-in', 204, 1498, 'Automata', 'Fata', 0.4, 9, 52_400],
  ]),
  model('Volkswagen', 'Tiguan', 'SUV', 5, 5, 1600, 'mid', [
    ['2.0 TDI 150 DSG Life', 'Motorina', 150, 1968, 'Automata', 'Fata', 5.5, 144, 41_900],
    ['2.0 TDI 193 4MOTION DSG R-Line', 'Motorina', 193, 1968, 'Automata', 'Integrala 4x4', 6.2, 162, 52_800],
  ]),
  model('Volkswagen', 'ID.4', 'SUV', 5, 5, 2050, 'mid', [['Pro 286 CP', 'Electric', 286, null, 'Automata', 'Spate', 16.9, 0, 46_500]]),
  model('Toyota', 'Yaris', 'Hatchback', 5, 5, 1090, 'budget', [
    ['1.5 Hybrid 116 e-CVT Comfort', 'Hibrid', 116, 1490, 'Automata', 'Fata', 3.8, 87, 21_900],
  ]),
  model('Toyota', 'Corolla', 'Sedan', 4, 5, 1325, 'mid', [
    ['1.8 Hybrid 140 e-CVT Comfort', 'Hibrid', 140, 1798, 'Automata', 'Fata', 4.3, 98, 28_900],
  ]),
  model('Toyota', 'Corolla Touring Sports', 'Break', 5, 5, 1390, 'mid', [
    ['2.0 Hybrid 196 e-CVT Executive', 'Hibrid', 196, 1987, 'Automata', 'Fata', 4.6, 104, 35_900],
  ]),
  model('Toyota', 'C-HR', 'SUV', 5, 5, 1430, 'mid', [
    ['1.8 Hybrid 140 e-CVT Style', 'Hibrid', 140, 1798, 'Automata', 'Fata', 4.8, 108, 33_400],
  ]),
  model('Toyota', 'RAV4', 'SUV', 5, 5, 1690, 'mid', [
    ['2.5 Hybrid 218 e-CVT Comfort', 'Hibrid', 218, 2487, 'Automata', 'Fata', 5.6, 126, 41_500],
    ['2.5 Hybrid AWD-i 222 e-CVT Luxury', 'Hibrid', 222, 2487, 'Automata', 'Integrala 4x4', 5.8, 131, 47_900],
  ]),
  model('Hyundai', 'i20', 'Hatchback', 5, 5, 1110, 'budget', [
    ['1.2 MPi 84 Comfort', 'Benzina', 84, 1197, 'Manuala', 'Fata', 5.6, 128, 17_900],
  ]),
  model('Hyundai', 'Tucson', 'SUV', 5, 5, 1580, 'mid', [
    ['1.6 T-GDi 160 Style', 'Benzina', 160, 1598, 'Manuala', 'Fata', 6.9, 157, 32_900],
    ['1.6 T-GDi HEV 215 6AT Luxury', 'Hibrid', 215, 1598, 'Automata', 'Fata', 5.5, 126, 40_900],
  ]),
  model('Hyundai', 'Kona Electric', 'SUV', 5, 5, 1680, 'mid', [
    ['65 kWh 218 CP Premium', 'Electric', 218, null, 'Automata', 'Fata', 14.7, 0, 41_200],
  ]),
  model('Kia', 'Ceed SW', 'Break', 5, 5, 1300, 'mid', [
    ['1.5 T-GDi 140 Style', 'Benzina', 140, 1482, 'Manuala', 'Fata', 6.1, 138, 25_900],
  ]),
  model('Kia', 'Sportage', 'SUV', 5, 5, 1550, 'mid', [
    ['1.6 T-GDi 150 Fusion', 'Benzina', 150, 1598, 'Manuala', 'Fata', 7.0, 159, 31_900],
    ['1.6 T-GDi HEV 215 AWD Prestige', 'Hibrid', 215, 1598, 'Automata', 'Integrala 4x4', 6.0, 137, 43_500],
  ]),
  model('Kia', 'EV3', 'SUV', 5, 5, 1820, 'mid', [['81.4 kWh 204 CP Earth', 'Electric', 204, null, 'Automata', 'Fata', 14.9, 0, 39_900]]),
  model('Ford', 'Puma', 'SUV', 5, 5, 1280, 'mid', [
    ['1.0 EcoBoost mHEV 125 Titanium', 'Hibrid', 125, 999, 'Manuala', 'Fata', 5.4, 122, 27_400],
  ]),
  model('Ford', 'Focus Wagon', 'Break', 5, 5, 1360, 'mid', [
    ['1.0 EcoBoost mHEV 155 Powershift ST-Line', 'Hibrid', 155, 999, 'Automata', 'Fata', 5.6, 127, 30_500],
  ]),
  model('Ford', 'Kuga', 'SUV', 5, 5, 1650, 'mid', [
    ['2.5 PHEV 243 CVT ST-Line X', 'Hibrid plug-in', 243, 2488, 'Automata', 'Fata', 1.2, 26, 44_900],
  ]),
  model('Peugeot', '208', 'Hatchback', 5, 5, 1090, 'budget', [
    ['1.2 PureTech 100 Active', 'Benzina', 100, 1199, 'Manuala', 'Fata', 5.5, 125, 19_900],
  ]),
  model('Peugeot', '2008', 'SUV', 5, 5, 1250, 'mid', [
    ['1.2 Hybrid 136 e-DCS6 Allure', 'Hibrid', 136, 1199, 'Automata', 'Fata', 5.0, 113, 28_900],
  ]),
  model('Peugeot', '3008', 'SUV', 5, 5, 1570, 'mid', [
    ['1.2 Hybrid 136 e-DCS6 GT', 'Hibrid', 136, 1199, 'Automata', 'Fata', 5.5, 124, 38_500],
  ]),
  model('Opel', 'Corsa', 'Hatchback', 5, 5, 1090, 'budget', [['1.2 Turbo 100 GS', 'Benzina', 100, 1199, 'Manuala', 'Fata', 5.4, 123, 19_400]]),
  model('Opel', 'Astra Sports Tourer', 'Break', 5, 5, 1380, 'mid', [
    ['1.5 Diesel 130 AT8 GS', 'Motorina', 130, 1499, 'Automata', 'Fata', 4.9, 129, 30_900],
  ]),
  model('Citroen', 'C3 Aircross', 'SUV', 5, 7, 1220, 'budget', [
    ['1.2 Turbo 110 Plus 7 locuri', 'Benzina', 110, 1199, 'Manuala', 'Fata', 5.8, 131, 21_500],
  ]),
  model('Citroen', 'C5 Aircross', 'SUV', 5, 5, 1460, 'mid', [
    ['1.5 BlueHDi 130 EAT8 Shine', 'Motorina', 130, 1499, 'Automata', 'Fata', 5.1, 134, 32_400],
  ]),
  model('Nissan', 'Qashqai', 'SUV', 5, 5, 1450, 'mid', [
    ['1.3 DIG-T mHEV 158 Xtronic N-Connecta', 'Hibrid', 158, 1332, 'Automata', 'Fata', 6.3, 143, 33_900],
    ['e-Power 190 Tekna', 'Hibrid', 190, 1497, 'Automata', 'Fata', 5.3, 119, 38_900],
  ]),
  model('Mazda', 'CX-5', 'SUV', 5, 5, 1570, 'mid', [
    ['2.5 e-Skyactiv G 194 AT AWD Takumi', 'Benzina', 194, 2488, 'Automata', 'Integrala 4x4', 7.4, 168, 42_900],
  ]),
  model('Suzuki', 'Vitara', 'SUV', 5, 5, 1240, 'budget', [
    ['1.4 Boosterjet Hybrid 129 AllGrip Passion', 'Hibrid', 129, 1373, 'Manuala', 'Integrala 4x4', 5.7, 129, 26_900],
  ]),
  model('Suzuki', 'S-Cross', 'SUV', 5, 5, 1270, 'budget', [
    ['1.5 Hybrid 115 AGS AllGrip Passion', 'Hibrid', 115, 1462, 'Automata', 'Integrala 4x4', 5.8, 132, 30_400],
  ]),
];
