import type { Template } from '@domain/tenancy/site-config.schema.ts'

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid'
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD'
export type SimpleTransmission = 'Automatic' | 'Manual'

/** One model line the generator can stock: real AU/NZ market makes, models, badges and series. */
export interface ModelSpec {
  readonly make: string
  readonly model: string
  readonly series: string | null
  /** simple_body: a SPEC §3 body type, or a category word for bikes and caravans */
  readonly body: string
  /** cheapest to dearest; each step adds 9 % of the base badge's price (generate-stock.ts) */
  readonly badges: readonly string[]
  /** new drive-away price of the base badge, AUD */
  readonly price: number
  /** first model year sold */
  readonly from: number
  /** last model year sold (discontinued lines are used-only); null = current */
  readonly to: number | null
  readonly fuels: readonly SimpleFuel[]
  /** null for trailers and caravans */
  readonly drives: readonly SimpleDrive[] | null
  readonly transmissions: readonly SimpleTransmission[] | null
  readonly seats: readonly number[] | null
  /** vehicles without an odometer (caravans, camper trailers) */
  readonly noKm?: boolean
}

interface Extra {
  to?: number | null
  fuels?: readonly SimpleFuel[]
  drives?: readonly SimpleDrive[] | null
  tx?: readonly SimpleTransmission[] | null
  seats?: readonly number[] | null
  noKm?: boolean
}

const spec = (
  make: string,
  model: string,
  series: string | null,
  body: string,
  badges: string[],
  price: number,
  from: number,
  extra: Extra = {},
): ModelSpec => ({
  make,
  model,
  series,
  body,
  badges,
  price,
  from,
  to: extra.to ?? null,
  fuels: extra.fuels ?? ['Petrol'],
  drives: extra.drives === undefined ? ['FWD'] : extra.drives,
  transmissions: extra.tx === undefined ? ['Automatic'] : extra.tx,
  seats: extra.seats === undefined ? [5] : extra.seats,
  ...(extra.noKm ? { noKm: true } : {}),
})

const AUTO_MAN: SimpleTransmission[] = ['Automatic', 'Automatic', 'Automatic', 'Manual']
const D4: Extra = { fuels: ['Diesel'], drives: ['4WD'], tx: AUTO_MAN }

export const CARS: readonly ModelSpec[] = [
  spec(
    'Toyota',
    'HiLux',
    'GUN126R',
    'ute',
    ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport'],
    52990,
    2015,
    D4,
  ),
  spec('Toyota', 'HiLux', 'GUN125R', 'cabChassis', ['Workmate Cab Chassis', 'SR Cab Chassis'], 45990, 2015, {
    ...D4,
    seats: [2, 3],
  }),
  spec('Toyota', 'RAV4', 'AXAH54R', 'suv', ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], 41990, 2019, {
    fuels: ['Hybrid', 'Hybrid', 'Petrol'],
    drives: ['FWD', 'AWD'],
  }),
  spec('Toyota', 'Corolla', 'ZWE211R', 'hatch', ['Ascent Sport', 'SX', 'ZR'], 30990, 2018, {
    fuels: ['Hybrid', 'Petrol'],
  }),
  spec('Toyota', 'Yaris', 'MXPH10R', 'hatchback', ['Ascent Sport', 'SX', 'ZR'], 27990, 2020, {
    fuels: ['Hybrid', 'Petrol'],
  }),
  spec('Toyota', 'LandCruiser', 'FJA300R', 'suv', ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], 94990, 2021, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [5, 7],
  }),
  spec('Toyota', 'Kluger', 'AXUH78R', 'suv', ['GX', 'GXL', 'Grande'], 59990, 2021, {
    fuels: ['Hybrid'],
    drives: ['AWD'],
    seats: [7],
  }),
  spec('Toyota', 'HiAce', 'GDH300R', 'van', ['LWB Van', 'SLWB Van'], 52990, 2019, {
    fuels: ['Diesel'],
    drives: ['RWD'],
    seats: [2, 3],
  }),
  spec('Toyota', 'GR86', 'ZN8', 'coupe', ['GTS'], 45990, 2022, { drives: ['RWD'], tx: AUTO_MAN, seats: [4] }),
  spec('Ford', 'Ranger', 'PY', 'ute', ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], 56990, 2015, D4),
  spec('Ford', 'Everest', 'UB', 'suv', ['Ambiente', 'Trend', 'Sport', 'Platinum'], 59990, 2016, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [7],
  }),
  spec('Ford', 'F-150', '14th Gen', 'ute', ['XLT', 'Lariat', 'Platinum'], 106990, 2023, {
    drives: ['4WD'],
    seats: [5],
  }),
  spec('Ford', 'Mustang', 'S650', 'coupe', ['GT Fastback', 'GT Convertible', 'Dark Horse'], 75990, 2016, {
    drives: ['RWD'],
    tx: AUTO_MAN,
    seats: [4],
  }),
  spec('Ford', 'Transit Custom', 'VN', 'van', ['Trend', 'Sport'], 58990, 2018, { fuels: ['Diesel'], seats: [3] }),
  spec('Mazda', 'CX-5', 'KF', 'suv', ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], 39990, 2017, {
    drives: ['FWD', 'AWD'],
  }),
  spec('Mazda', 'CX-3', 'DK', 'suv', ['Pure', 'Evolve', 'Touring', 'Akari'], 28990, 2016),
  spec('Mazda', 'Mazda3', 'BP', 'hatch', ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], 31990, 2019),
  spec('Mazda', 'BT-50', 'TF', 'ute', ['XS', 'XT', 'XTR', 'GT', 'Thunder'], 51990, 2020, D4),
  spec('Mazda', 'CX-90', 'KK', 'suv', ['Touring', 'GT', 'Azami'], 77990, 2023, { drives: ['AWD'], seats: [7, 8] }),
  spec('Mazda', 'MX-5', 'ND', 'convertible', ['Roadster', 'Roadster GT', 'RF GT'], 44990, 2015, {
    drives: ['RWD'],
    tx: AUTO_MAN,
    seats: [2],
  }),
  spec('Hyundai', 'i30', 'CN7', 'sedan', ['Active', 'Elite', 'N Line', 'N Line Premium'], 28990, 2017),
  spec('Hyundai', 'Tucson', 'NX4', 'suv', ['Base', 'Elite', 'Highlander', 'N Line'], 37990, 2021, {
    fuels: ['Petrol', 'Diesel', 'Hybrid'],
    drives: ['FWD', 'AWD'],
  }),
  spec('Hyundai', 'Santa Fe', 'MX5', 'suv', ['Elite', 'Calligraphy'], 59990, 2019, {
    fuels: ['Hybrid', 'Petrol'],
    drives: ['AWD'],
    seats: [7],
  }),
  spec('Hyundai', 'Staria', 'US4', 'peopleMover', ['Load', 'Elite', 'Highlander'], 54990, 2021, {
    fuels: ['Diesel'],
    drives: ['FWD', 'AWD'],
    seats: [8],
  }),
  spec('Kia', 'Sportage', 'NQ5', 'suv', ['S', 'SX', 'SX+', 'GT-Line'], 35990, 2016, {
    fuels: ['Petrol', 'Diesel'],
    drives: ['FWD', 'AWD'],
  }),
  spec('Kia', 'Carnival', 'KA4', 'peopleMover', ['S', 'Si', 'SLi', 'Platinum'], 49990, 2020, {
    fuels: ['Diesel', 'Petrol', 'Hybrid'],
    seats: [8],
  }),
  spec('Kia', 'Cerato', 'BD', 'sedan', ['S', 'Sport', 'Sport+', 'GT'], 26990, 2018),
  spec('Kia', 'EV6', 'CV', 'suv', ['Air', 'GT-Line', 'GT'], 72990, 2022, {
    fuels: ['Electric'],
    drives: ['RWD', 'AWD'],
  }),
  spec('Mitsubishi', 'Triton', 'MV', 'ute', ['GLX', 'GLX+', 'GLS', 'GSR'], 49990, 2015, D4),
  spec('Mitsubishi', 'Outlander', 'ZM', 'suv', ['ES', 'LS', 'Aspire', 'Exceed', 'PHEV Exceed'], 41990, 2021, {
    fuels: ['Petrol', 'Plug-in Hybrid'],
    drives: ['FWD', 'AWD'],
    seats: [5, 7],
  }),
  spec('Mitsubishi', 'ASX', 'XD', 'suv', ['ES', 'LS', 'Exceed'], 29990, 2015),
  spec('Nissan', 'Navara', 'D23', 'ute', ['SL', 'ST', 'ST-X', 'PRO-4X', 'Warrior'], 51990, 2015, D4),
  spec('Nissan', 'X-Trail', 'T33', 'suv', ['ST', 'ST-L', 'Ti', 'e-POWER Ti-L'], 41990, 2017, {
    fuels: ['Petrol', 'Hybrid'],
    drives: ['FWD', 'AWD'],
    seats: [5, 7],
  }),
  spec('Nissan', 'Patrol', 'Y62', 'suv', ['Ti', 'Ti-L', 'Warrior'], 84990, 2015, { drives: ['4WD'], seats: [7, 8] }),
  spec('Nissan', 'Qashqai', 'J12', 'suv', ['ST', 'ST+', 'Ti', 'N-Design'], 35990, 2018),
  spec('Nissan', 'Leaf', 'ZE1', 'hatch', ['Leaf', 'e+'], 49990, 2019, { fuels: ['Electric'] }),
  spec('Nissan', 'Pathfinder', 'R53', 'suv', ['ST', 'ST-L', 'Ti', 'Ti-L'], 56990, 2022, {
    drives: ['FWD', '4WD'],
    seats: [7, 8],
  }),
  spec('Isuzu', 'D-Max', 'RG', 'ute', ['SX', 'LS-M', 'LS-U', 'X-Terrain'], 51990, 2016, D4),
  spec('Isuzu', 'MU-X', 'RJ', 'suv', ['LS-M', 'LS-U', 'LS-T'], 54990, 2016, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [7],
  }),
  spec('Subaru', 'Outback', 'BT', 'wagon', ['AWD', 'AWD Sport', 'AWD Touring', 'Sport XT'], 44990, 2015, {
    drives: ['AWD'],
  }),
  spec('Subaru', 'Forester', 'S6', 'suv', ['2.5i', '2.5i-L', 'Hybrid S'], 40990, 2015, {
    fuels: ['Petrol', 'Hybrid'],
    drives: ['AWD'],
  }),
  spec('Volkswagen', 'Golf', 'Mk8', 'hatch', ['110TSI Life', 'R-Line', 'GTI', 'R'], 37990, 2014),
  spec('Volkswagen', 'Amarok', 'NF', 'ute', ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], 59990, 2023, {
    fuels: ['Diesel'],
    drives: ['4WD'],
  }),
  spec('Tesla', 'Model 3', 'Highland', 'sedan', ['Rear-Wheel Drive', 'Long Range', 'Performance'], 58990, 2019, {
    fuels: ['Electric'],
    drives: ['RWD', 'AWD'],
  }),
  spec('Tesla', 'Model Y', 'Juniper', 'suv', ['Rear-Wheel Drive', 'Long Range'], 63990, 2022, {
    fuels: ['Electric'],
    drives: ['RWD', 'AWD'],
  }),
  spec('BYD', 'Atto 3', null, 'suv', ['Standard Range', 'Extended Range'], 44990, 2022, { fuels: ['Electric'] }),
  spec('BYD', 'Seal', null, 'sedan', ['Dynamic', 'Premium', 'Performance'], 49990, 2023, {
    fuels: ['Electric'],
    drives: ['RWD', 'AWD'],
  }),
  spec('BYD', 'Shark 6', null, 'ute', ['Premium'], 57990, 2025, { fuels: ['Plug-in Hybrid'], drives: ['AWD'] }),
  spec('GWM', 'Haval H6', 'B01', 'suv', ['Premium', 'Lux', 'Ultra'], 35990, 2021, {
    fuels: ['Petrol', 'Hybrid'],
    drives: ['FWD', 'AWD'],
  }),
  spec('GWM', 'Cannon', 'NPW', 'ute', ['Cannon', 'Cannon-L', 'Cannon-X'], 40990, 2021, D4),
  spec('MG', 'ZS', 'AZS1', 'suv', ['Excite', 'Essence'], 23990, 2018, { fuels: ['Petrol', 'Hybrid'] }),
  spec('MG', 'MG4', null, 'hatch', ['Excite 51', 'Essence 64', 'XPOWER'], 39990, 2023, {
    fuels: ['Electric'],
    drives: ['RWD'],
  }),
  spec('Mercedes-Benz', 'C-Class', 'W206', 'sedan', ['C200', 'C300', 'C43 AMG'], 78990, 2015, {
    drives: ['RWD', 'AWD'],
  }),
  spec('Mercedes-Benz', 'GLC', 'X254', 'suv', ['GLC 300', 'GLC 43 AMG'], 92990, 2016, { drives: ['AWD'] }),
  spec('Mercedes-Benz', 'Sprinter', 'VS30', 'van', ['316 CDI', '419 CDI'], 72990, 2018, {
    fuels: ['Diesel'],
    drives: ['RWD'],
    seats: [3],
  }),
  spec('BMW', '3 Series', 'G20', 'sedan', ['320i M Sport', '330i M Sport', 'M340i xDrive'], 74990, 2015, {
    drives: ['RWD', 'AWD'],
  }),
  spec('BMW', 'X5', 'G05', 'suv', ['xDrive30d', 'xDrive50e', 'M60i'], 124990, 2015, {
    fuels: ['Diesel', 'Plug-in Hybrid', 'Petrol'],
    drives: ['AWD'],
    seats: [5, 7],
  }),
  spec('Audi', 'Q5', 'FY', 'suv', ['40 TDI', '45 TFSI S line', 'SQ5'], 74990, 2016, {
    fuels: ['Diesel', 'Petrol'],
    drives: ['AWD'],
  }),
  spec('Audi', 'A4', 'B9', 'sedan', ['35 TFSI', '45 TFSI quattro'], 62990, 2015, { drives: ['FWD', 'AWD'] }),
  spec('Lexus', 'RX', 'ALH10R', 'suv', ['RX350h Luxury', 'RX500h F Sport'], 94990, 2016, {
    fuels: ['Hybrid'],
    drives: ['AWD'],
  }),
  spec('Porsche', 'Macan', '95B', 'suv', ['Macan', 'Macan S', 'Macan GTS'], 99990, 2015, { drives: ['AWD'] }),
  spec('Volvo', 'XC60', 'UZ', 'suv', ['B5 Plus', 'T8 Ultra'], 74990, 2017, {
    fuels: ['Hybrid', 'Plug-in Hybrid'],
    drives: ['AWD'],
  }),
  spec('RAM', '1500', 'DT', 'ute', ['Express', 'Laramie', 'Limited', 'Rebel'], 109990, 2021, {
    drives: ['4WD'],
    seats: [5],
  }),
  spec('RAM', '2500', 'DJ', 'ute', ['Laramie', 'Limited'], 139990, 2019, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [5],
  }),
  spec('Chevrolet', 'Silverado', 'T1', 'ute', ['1500 LTZ Premium', '2500HD LTZ', 'ZR2'], 129990, 2021, {
    fuels: ['Petrol', 'Diesel'],
    drives: ['4WD'],
  }),
  spec('SsangYong', 'Musso', 'Q200', 'ute', ['ELX', 'Ultimate'], 39990, 2018, D4),
  spec('SsangYong', 'Rexton', 'Y450', 'suv', ['ELX', 'Ultimate'], 49990, 2018, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [7],
  }),
  spec('Suzuki', 'Swift', 'AZ', 'hatch', ['GL', 'GLX Turbo', 'Sport'], 23990, 2017, { tx: AUTO_MAN }),
  spec('Suzuki', 'Jimny', 'JB74', '4x4', ['Lite', 'XL'], 32990, 2019, { drives: ['4WD'], tx: AUTO_MAN, seats: [4] }),
  spec('Suzuki', 'Vitara', 'LY', 'suv', ['Vitara', 'Turbo ALLGRIP'], 33990, 2015, { drives: ['FWD', 'AWD'] }),
  spec('Honda', 'CR-V', 'RS', 'suv', ['VTi', 'VTi L7', 'e:HEV RS'], 44990, 2017, {
    fuels: ['Petrol', 'Hybrid'],
    drives: ['FWD', 'AWD'],
    seats: [5, 7],
  }),
  spec('Honda', 'Civic', 'FL', 'hatch', ['VTi LX', 'e:HEV LX', 'Type R'], 47990, 2017, {
    fuels: ['Petrol', 'Hybrid'],
    tx: AUTO_MAN,
  }),
  spec('Honda', 'Jazz', 'GK', 'hatchback', ['VTi', 'VTi-S'], 22990, 2014, { to: 2020 }),
  spec(
    'Holden',
    'Commodore',
    'VF II',
    'stationWagon',
    ['Evoke Sportwagon', 'SV6 Sportwagon', 'SS-V Redline Sportwagon'],
    42990,
    2013,
    { to: 2017, drives: ['RWD'] },
  ),
  spec('Jeep', 'Wrangler', 'JL', 'softtop', ['Sport S', 'Rubicon'], 76990, 2018, { drives: ['4WD'], seats: [4, 5] }),
  spec('Land Rover', 'Defender', 'L663', 'hardtop', ['90 D250 S', '110 D300 X-Dynamic SE'], 99990, 2020, {
    fuels: ['Diesel'],
    drives: ['4WD'],
    seats: [5, 7],
  }),
  spec('Toyota', 'Prius', 'ZVW50R', 'hatch', ['Prius', 'i-Tech'], 35990, 2014, { to: 2022, fuels: ['Hybrid'] }),
  spec('Toyota', 'Aqua', 'NHP10', 'hatchback', ['S', 'G'], 24990, 2014, { to: 2021, fuels: ['Hybrid'] }),
  spec('Mazda', 'Axela', 'BM', 'hatch', ['15S', '20S Touring'], 26990, 2014, { to: 2019 }),
  spec('Nissan', 'Note', 'E12', 'hatchback', ['e-POWER X', 'Medalist'], 25990, 2016, {
    to: 2020,
    fuels: ['Hybrid', 'Petrol'],
  }),
]

/** The spec maker for one kind of vehicle: the kind's defaults, then the model's own extras over them. */
const kindOf =
  (defaults: Extra) =>
  (...[make, model, series, body, badges, price, from, extra]: Parameters<typeof spec>): ModelSpec =>
    spec(make, model, series, body, badges, price, from, { ...defaults, ...extra })

/** The same for a kind whose models have no series. */
const unseriedKindOf = (defaults: Extra) => {
  const make = kindOf(defaults)
  return (maker: string, model: string, ...rest: [string, string[], number, number, Extra?]) =>
    make(maker, model, null, ...rest)
}

const bike = unseriedKindOf({ drives: null, tx: ['Manual'], seats: [2] })

export const MOTORCYCLES: readonly ModelSpec[] = [
  bike('Honda', 'CB650R', 'Naked', ['CB650R', 'E-Clutch'], 14990, 2019),
  bike('Honda', 'CRF1100L Africa Twin', 'Adventure', ['Standard', 'Adventure Sports ES', 'DCT'], 24990, 2016),
  bike('Honda', 'Rebel 500', 'Cruiser', ['Rebel 500', 'SE'], 10990, 2017),
  bike('Honda', 'PCX160', 'Scooter', ['PCX160'], 5490, 2021, { tx: ['Automatic'] }),
  bike('Honda', 'CRF300L', 'Dirt', ['CRF300L', 'Rally'], 9490, 2021, { seats: [1] }),
  bike('Yamaha', 'MT-07', 'Naked', ['MT-07', 'MT-07 LAMS'], 12999, 2014),
  bike('Yamaha', 'Tenere 700', 'Adventure', ['Tenere 700', 'World Raid'], 19999, 2019),
  bike('Yamaha', 'YZF-R7', 'Sport', ['YZF-R7'], 15299, 2022),
  bike('Yamaha', 'XMAX 300', 'Scooter', ['XMAX 300', 'Tech MAX'], 9499, 2017, { tx: ['Automatic'] }),
  bike('Yamaha', 'WR450F', 'Dirt', ['WR450F'], 15349, 2016, { seats: [1] }),
  bike('Kawasaki', 'Ninja 650', 'Sport', ['Ninja 650', 'KRT Edition'], 11990, 2017),
  bike('Kawasaki', 'Z900', 'Naked', ['Z900', 'Z900 SE'], 15490, 2017),
  bike('Kawasaki', 'KLR650', 'Adventure', ['KLR650', 'Adventure'], 10990, 2022),
  bike('Kawasaki', 'Vulcan S', 'Cruiser', ['Vulcan S', 'Cafe'], 11290, 2015),
  bike('Suzuki', 'V-Strom 650XT', 'Adventure', ['V-Strom 650XT'], 13990, 2015),
  bike('Suzuki', 'GSX-S1000GT', 'Touring', ['GSX-S1000GT'], 20990, 2022),
  bike('Suzuki', 'Hayabusa', 'Sport', ['Hayabusa'], 29490, 2021),
  bike('Suzuki', 'DR-Z400E', 'Dirt', ['DR-Z400E'], 10990, 2014, { seats: [1] }),
  bike('Harley-Davidson', 'Street Glide', 'Touring', ['Street Glide', 'Street Glide Special'], 49995, 2015),
  bike('Harley-Davidson', 'Fat Boy 114', 'Cruiser', ['Fat Boy 114'], 38995, 2018),
  bike('Harley-Davidson', 'Sportster S', 'Cruiser', ['Sportster S'], 29995, 2021),
  bike('Harley-Davidson', 'LiveWire One', 'Naked', ['LiveWire One'], 34995, 2022, {
    fuels: ['Electric'],
    tx: ['Automatic'],
  }),
  bike('Ducati', 'Monster', 'Naked', ['Monster', 'Monster+', 'Monster SP'], 21900, 2021),
  bike('Ducati', 'Panigale V4', 'Sport', ['V4', 'V4 S'], 41900, 2018),
  bike('Ducati', 'Multistrada V4', 'Adventure', ['V4', 'V4 S', 'Rally'], 33900, 2021),
  bike('Ducati', 'Scrambler Icon', 'Naked', ['Icon', 'Full Throttle'], 16900, 2015),
  bike('KTM', '390 Duke', 'Naked', ['390 Duke'], 9495, 2017),
  bike('KTM', '890 Adventure R', 'Adventure', ['890 Adventure', '890 Adventure R'], 23995, 2021),
  bike('KTM', '1390 Super Duke R', 'Naked', ['Super Duke R', 'Super Duke R EVO'], 32995, 2020),
  bike('KTM', '300 EXC', 'Dirt', ['300 EXC', 'Six Days'], 15995, 2017, { seats: [1] }),
  bike('BMW', 'R 1300 GS', 'Adventure', ['R 1300 GS', 'Trophy', 'Option 719'], 34990, 2014),
  bike('BMW', 'S 1000 RR', 'Sport', ['S 1000 RR', 'M Package'], 35990, 2015),
  bike('BMW', 'F 900 R', 'Naked', ['F 900 R'], 16990, 2020),
  bike('BMW', 'CE 04', 'Scooter', ['CE 04'], 18990, 2022, { fuels: ['Electric'], tx: ['Automatic'] }),
  bike('Triumph', 'Street Triple 765', 'Naked', ['R', 'RS'], 18390, 2017),
  bike('Triumph', 'Tiger 900', 'Adventure', ['GT', 'GT Pro', 'Rally Pro'], 22690, 2020),
  bike('Triumph', 'Bonneville T120', 'Cruiser', ['T120', 'Black'], 21150, 2016),
  bike('Triumph', 'Speed 400', 'Naked', ['Speed 400'], 7490, 2024),
  bike('Royal Enfield', 'Himalayan 450', 'Adventure', ['Base', 'Pass', 'Summit'], 8890, 2024),
  bike('Royal Enfield', 'Classic 350', 'Cruiser', ['Halcyon', 'Signals', 'Chrome'], 7290, 2021),
  bike('Royal Enfield', 'Interceptor 650', 'Naked', ['Standard', 'Custom'], 9590, 2019),
  bike('Royal Enfield', 'Hunter 350', 'Naked', ['Retro', 'Metro'], 5990, 2023),
]

const trailer = unseriedKindOf({ fuels: [], drives: null, tx: null, seats: [2, 4], noKm: true })
const motorhome = kindOf({ fuels: ['Diesel'], drives: ['FWD'], tx: ['Automatic'], seats: [2, 4, 6] })

export const CAMPERS: readonly ModelSpec[] = [
  trailer('Jayco', 'Swan', 'softtop', ['Swan', 'Swan Outback'], 32990, 2014),
  trailer('Jayco', 'Journey', 'caravan', ['19.61-3', '21.66-3 Outback'], 76990, 2014, { seats: [2, 4] }),
  trailer('Jayco', 'Crosstrak', 'hardtop', ['14.47-2 CT'], 49990, 2021),
  motorhome('Jayco', 'Conquest', 'FA', 'motorhome', ['FA25-1', 'FA25-3'], 179990, 2016),
  trailer('Coromal', 'Element', 'caravan', ['E1', 'E2 Wild'], 69990, 2016),
  trailer('Avan', 'Cruiseliner', 'hardtop', ['Cruiseliner', 'Cruiseliner Deluxe'], 59990, 2014),
  trailer('Avan', 'Aspire', 'hardtop', ['503', '613'], 64990, 2015),
  trailer('Lotus', 'Trooper', 'caravan', ['18\'6"', '20\'6" Off-Grid'], 119990, 2016),
  trailer('Crusader', 'Excalibur', 'caravan', ['Family Bunk', 'Couples'], 89990, 2016),
  trailer('MDC', 'XT12HR', 'hardtop', ['XT12HR', 'XT12HR Dual'], 44990, 2018),
  trailer('Track Trailer', 'Tvan', 'softtop', ['MK5 Murranji', 'MK5 Tamar'], 79990, 2015),
  trailer('Lifestyle Camper', 'Warrior', 'softtop', ['Warrior III', 'Warrior IV'], 36990, 2017),
  motorhome('Avida', 'Esperance', 'C7944', 'motorhome', ['C7944SL'], 199990, 2017),
]

export const RVS: readonly ModelSpec[] = [
  motorhome('Jayco', 'Conquest', 'FA', 'motorhome', ['FA25-1', 'FA25-3'], 179990, 2016),
  motorhome('Sunliner', 'Pivot', 'P4', 'motorhome', ['P4-SE'], 219990, 2018),
  motorhome('Avida', 'Esperance', 'C7944', 'motorhome', ['C7944SL', 'B7934SL'], 199990, 2017),
  motorhome('Winnebago', 'Bondi', 'Ducato', 'motorhome', ['Bondi', 'Bondi Slide'], 189990, 2017),
  motorhome('Apollo', 'Euro Deluxe', 'Sprinter', 'van', ['4 Berth'], 149990, 2016, { drives: ['RWD'] }),
  motorhome('Trakka', 'Akuna', 'Crafter', 'van', ['Akuna 4', 'Akuna 4 AWD'], 239990, 2019, { drives: ['FWD', 'AWD'] }),
  trailer('Coromal', 'Element', 'caravan', ['E1', 'E2 Wild'], 69990, 2016),
  trailer('Crusader', 'Excalibur', 'caravan', ['Family Bunk', 'Couples'], 89990, 2016),
  trailer('Jayco', 'Journey', 'caravan', ['19.61-3', '21.66-3 Outback'], 76990, 2014, { seats: [2, 4] }),
]

const truck = kindOf({ fuels: ['Diesel'], drives: ['RWD'], tx: ['Automatic', 'Manual'], seats: [2, 3] })

export const TRUCKS: readonly ModelSpec[] = [
  truck('Isuzu', 'NPR 45-155', 'N Series', 'lightTruck', ['Tipper', 'Tray', 'Pantech'], 79990, 2014),
  truck('Isuzu', 'NLR 45-150', 'N Series', 'lightTruck', ['Traypack', 'AMT'], 69990, 2014),
  truck('Isuzu', 'FVZ 260-300', 'F Series', 'cabChassis', ['Auto', 'Tipper'], 189990, 2014),
  truck('Hino', '300 Series 616', 'XKU', 'lightTruck', ['Standard Cab', 'Hybrid Wide Cab'], 74990, 2014, {
    fuels: ['Diesel', 'Hybrid'],
  }),
  truck('Hino', '500 Series FG 1628', 'FG8J', 'cabChassis', ['Standard Cab', 'Wide Cab'], 159990, 2014),
  truck('Hino', '700 Series SS 2848', 'SS1E', 'cabChassis', ['Prime Mover'], 279990, 2014),
  truck('Fuso', 'Canter 515', 'FEB', 'lightTruck', ['Wide Cab', 'City Cab', 'eCanter'], 72990, 2014, {
    fuels: ['Diesel', 'Diesel', 'Electric'],
  }),
  truck('Fuso', 'Rosa', 'BE6', 'bus', ['Deluxe', 'Standard'], 169990, 2014, { seats: [22, 25] }),
  truck('Fuso', 'Shogun FS 460', 'FS', 'cabChassis', ['6x4 Prime Mover'], 289990, 2018),
  truck('Volvo', 'FH16', 'FH', 'cabChassis', ['700 Globetrotter', '750 XXL'], 399990, 2014, { tx: ['Automatic'] }),
  truck('Volvo', 'FM 500', 'FM', 'cabChassis', ['6x4 Tipper', 'Rigid'], 319990, 2014, { tx: ['Automatic'] }),
  truck('Kenworth', 'T610', 'T610', 'cabChassis', ['SAR', 'Sleeper'], 389990, 2017),
  truck('Kenworth', 'K220', 'K200', 'cabChassis', ['Big Cab'], 449990, 2018),
  truck('Mercedes-Benz Trucks', 'Actros 2653', 'MP5', 'cabChassis', ['LS 6x4'], 349990, 2019, { tx: ['Automatic'] }),
  truck('Mercedes-Benz Trucks', 'Atego 1630', 'Atego', 'lightTruck', ['Curtainsider', 'Tautliner'], 149990, 2014, {
    tx: ['Automatic'],
  }),
  truck('Scania', 'R 620', 'R-Series', 'cabChassis', ['6x4 Prime Mover'], 379990, 2014, { tx: ['Automatic'] }),
  truck('Scania', 'G 500', 'G-Series', 'cabChassis', ['8x4 Tipper'], 339990, 2016, { tx: ['Automatic'] }),
  truck('UD', 'Quon GW 26 460', 'CG', 'cabChassis', ['6x4 Prime Mover'], 259990, 2017),
  truck('UD', 'Croner PKE 250', 'PK', 'lightTruck', ['Tray', 'Pantech'], 119990, 2019),
]

/** The usual stock of each template. */
export function catalogueFor(template: Template): readonly ModelSpec[] {
  switch (template) {
    case 'motorcycle':
    case 'scooters':
      return MOTORCYCLES
    case 'camper':
    case 'trailer':
    case 'caravan':
      return CAMPERS
    case 'trucks':
    case 'truck':
      return TRUCKS
    case 'rv':
      return RVS
    default:
      return CARS
  }
}

/** What the template sells, for item_type. */
export function itemTypeFor(template: Template, body: string): string {
  switch (template) {
    case 'motorcycle':
      return 'Motorcycle'
    case 'scooters':
      return 'Scooter'
    case 'camper':
    case 'trailer':
      return body === 'caravan' ? 'Caravan' : body === 'motorhome' ? 'RV' : 'Camper'
    case 'caravan':
      return 'Caravan'
    case 'trucks':
    case 'truck':
      return 'Truck'
    case 'rv':
      return body === 'caravan' ? 'Caravan' : 'RV'
    default:
      return 'Car'
  }
}
