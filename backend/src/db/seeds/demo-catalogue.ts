// The demo catalogue: a trade supplier's range of hand tools, with images shipped in
// frontend/public/images/tools/. Minimums are wholesale-style order quantities; a few tools have
// trade price breaks.
import type { PriceBreak } from '../../shared/price-breaks.js';

export interface DemoProduct {
  /** As on its label, in capitals. */
  sku: string;
  name: string;
  image: string;
  available: number;
  minimum: number;
  priceCents: number;
  priceBreaks?: PriceBreak[];
  description: string;
  /** Grams as packed. */
  weightGrams: number;
  /** The slug of its category (demoCategories) and of its brand (demoBrands). */
  category: string;
  brand: string;
  /** Which size it is, for a tool that comes in sizes. */
  option?: { name: string; value: string };
  /** The SKU of the tool's first size, for its other sizes (listed after it). */
  sizeOf?: string;
}

export interface DemoCategory {
  name: string;
  slug: string;
  /** The slug of the category it is under. */
  parent?: string;
}

/** Parents before their children, each level in the order the shop shows it. */
export const demoCategories: DemoCategory[] = [
  { name: 'Hammers & striking', slug: 'hammers-and-striking' },
  { name: 'Screwdrivers', slug: 'screwdrivers' },
  { name: 'Spanners & wrenches', slug: 'spanners-and-wrenches' },
  { name: 'Pliers', slug: 'pliers' },
  { name: 'Saws', slug: 'saws' },
  { name: 'Hand saws', slug: 'hand-saws', parent: 'saws' },
  { name: 'Hacksaws', slug: 'hacksaws', parent: 'saws' },
  { name: 'Woodworking', slug: 'woodworking' },
  { name: 'Chisels', slug: 'chisels', parent: 'woodworking' },
  { name: 'Planes', slug: 'planes', parent: 'woodworking' },
  { name: 'Measuring & marking', slug: 'measuring-and-marking' },
];

// Makers of the demo's own invention.
export const demoBrands = [
  { name: 'Forgewell', slug: 'forgewell' },
  { name: 'Gripmaster', slug: 'gripmaster' },
  { name: 'Oakridge', slug: 'oakridge' },
  { name: 'Trueline', slug: 'trueline' },
];

export interface DemoReview {
  name: string;
  email: string;
  title: string;
  details: string;
  rating: 1 | 2 | 3 | 4 | 5;
  productName: string | null;
}

const image = (slug: string) => `/images/tools/${slug}.svg`;

export const demoProducts: DemoProduct[] = [
  {
    sku: 'FW-CH-16',
    name: '16 oz Fibreglass Claw Hammer',
    category: 'hammers-and-striking',
    brand: 'forgewell',
    image: image('claw-hammer'),
    available: 420,
    minimum: 10,
    priceCents: 2499,
    priceBreaks: [{ minQuantity: 50, priceCents: 2249 }, { minQuantity: 100, priceCents: 1999 }],
    weightGrams: 700,
    description:
      'Drop-forged, heat-treated carbon steel head with a curved claw for pulling nails. The fibreglass core handle and rubber grip absorb shock on every strike. Overall length 330 mm.',
  },
  {
    sku: 'FW-BP-24',
    name: '24 oz Hickory Ball-Peen Hammer',
    category: 'hammers-and-striking',
    brand: 'forgewell',
    image: image('ball-peen-hammer'),
    available: 180,
    minimum: 6,
    priceCents: 2850,
    weightGrams: 1000,
    description:
      'Forged steel head with a flat face for striking punches and a rounded peen for shaping rivets and sheet metal. Straight-grained hickory handle, wedged and epoxied into the eye.',
  },
  {
    sku: 'GM-SL-3',
    name: 'Slotted Screwdriver Set, 3 Pieces',
    category: 'screwdrivers',
    brand: 'gripmaster',
    image: image('flat-screwdriver-set'),
    available: 640,
    minimum: 12,
    priceCents: 1399,
    weightGrams: 350,
    description:
      'Chrome-vanadium shafts with hardened, precision-ground flat tips in 4, 5.5 and 6.5 mm. Two-component handles give a firm grip with oily hands. Magnetic tips hold screws in place.',
  },
  {
    sku: 'GM-PH2-150',
    name: 'PH2 Phillips Screwdriver, 150 mm',
    category: 'screwdrivers',
    brand: 'gripmaster',
    image: image('phillips-screwdriver'),
    available: 880,
    minimum: 20,
    priceCents: 699,
    priceBreaks: [{ minQuantity: 50, priceCents: 629 }, { minQuantity: 200, priceCents: 559 }],
    weightGrams: 120,
    description:
      'The size most screws need. S2 tool steel blade, sandblasted PH2 tip for less cam-out, and a hexagonal bolster so you can add torque with a spanner. 150 mm blade, 270 mm overall.',
  },
  {
    sku: 'FW-CS-819',
    name: 'Combination Spanner Set, 8-19 mm',
    category: 'spanners-and-wrenches',
    brand: 'forgewell',
    image: image('combination-wrench-set'),
    available: 95,
    minimum: 2,
    priceCents: 8999,
    weightGrams: 1400,
    description:
      'Twelve chrome-vanadium spanners, each with an open end angled at 15 degrees and a 12-point ring offset for knuckle clearance. Satin finish, metric sizes stamped on both sides, in a roll-up pouch.',
  },
  {
    sku: 'FW-AW-250',
    name: '250 mm Adjustable Wrench',
    category: 'spanners-and-wrenches',
    brand: 'forgewell',
    image: image('adjustable-wrench'),
    available: 310,
    minimum: 5,
    priceCents: 1875,
    priceBreaks: [{ minQuantity: 20, priceCents: 1695 }],
    weightGrams: 450,
    description:
      'Forged chrome-vanadium body with a 30 mm jaw capacity and a fine-pitch worm screw that holds its setting. Laser-etched scale on the jaw for quick sizing. Thin head for tight spaces.',
  },
  {
    sku: 'GM-NN-200',
    name: '200 mm Needle-Nose Pliers',
    category: 'pliers',
    brand: 'gripmaster',
    image: image('needle-nose-pliers'),
    available: 460,
    minimum: 10,
    priceCents: 1250,
    weightGrams: 250,
    description:
      'Long, serrated tapered jaws for reaching into tight spaces and bending fine wire, with an induction-hardened side cutter for copper and soft steel wire up to 2.5 mm. Dual-material grips.',
  },
  {
    sku: 'GM-SJ-200',
    name: '200 mm Slip-Joint Pliers',
    category: 'pliers',
    brand: 'gripmaster',
    image: image('slip-joint-pliers'),
    available: 370,
    minimum: 8,
    priceCents: 1099,
    weightGrams: 300,
    description:
      'Two-position pivot opens the jaws wide for round stock and pipe. Serrated flat and curved jaw sections grip nuts and rods; forged carbon steel, black oxide finish against rust.',
  },
  {
    sku: 'OR-PS-22',
    name: '22 in Panel Saw, 8 TPI',
    category: 'hand-saws',
    brand: 'oakridge',
    image: image('panel-saw'),
    available: 140,
    minimum: 4,
    priceCents: 3299,
    weightGrams: 650,
    description:
      'Hardpoint, triple-ground teeth at 8 per inch cut fast on the push stroke through softwood and sheet goods. Taper-ground blade resists binding; beech handle with a closed grip.',
  },
  {
    sku: 'OR-HF-300',
    name: '300 mm Hacksaw Frame with Blade',
    category: 'hacksaws',
    brand: 'oakridge',
    image: image('hacksaw'),
    available: 260,
    minimum: 6,
    priceCents: 1650,
    weightGrams: 600,
    description:
      'Rigid tubular steel frame holds the blade at high tension for straight cuts in metal, plastic and pipe. Blade angles at 45 and 90 degrees for flush cuts. Supplied with a 24 TPI bi-metal blade.',
  },
  {
    sku: 'OR-CH-4',
    name: 'Bevel-Edge Wood Chisel Set, 4 Pieces',
    category: 'chisels',
    brand: 'oakridge',
    image: image('wood-chisel-set'),
    available: 120,
    minimum: 3,
    priceCents: 4599,
    priceBreaks: [{ minQuantity: 10, priceCents: 4199 }, { minQuantity: 25, priceCents: 3899 }],
    weightGrams: 900,
    description:
      'Chrome-vanadium blades in 6, 12, 18 and 25 mm, hardened to 60 HRC and ground with a 25-degree bevel ready to hone. Ash handles with steel striking caps for mallet work.',
  },
  ...chiselSizes(),
  {
    sku: 'OR-BP-60',
    name: 'No. 60 1/2 Low-Angle Block Plane',
    category: 'planes',
    brand: 'oakridge',
    image: image('block-plane'),
    available: 75,
    minimum: 2,
    priceCents: 6950,
    weightGrams: 800,
    description:
      'Ductile cast-iron body with a precision-ground sole and an adjustable mouth. The 12-degree bed with a 25-degree bevel-up blade trims end grain cleanly. Fits easily in one hand.',
  },
  {
    sku: 'TL-TM-8',
    name: '8 m Tape Measure',
    category: 'measuring-and-marking',
    brand: 'trueline',
    image: image('tape-measure'),
    available: 900,
    minimum: 20,
    priceCents: 1199,
    priceBreaks: [{ minQuantity: 50, priceCents: 1079 }],
    weightGrams: 400,
    description:
      'Nylon-coated 25 mm blade with metric and imperial markings that stands out 3 m unsupported. Rubber-armoured case survives drops; the true-zero hook slides for inside and outside readings.',
  },
  {
    sku: 'TL-SL-600',
    name: '600 mm Box Spirit Level',
    category: 'measuring-and-marking',
    brand: 'trueline',
    image: image('spirit-level'),
    available: 210,
    minimum: 4,
    priceCents: 2199,
    weightGrams: 750,
    description:
      'Aluminium box profile with three shock-mounted vials (level, plumb and 45 degrees) accurate to 0.5 mm/m. Milled measuring face and rubber end caps. Hang hole for storage.',
  },
];

export const demoReviews: DemoReview[] = [
  {
    name: 'Customer Demo',
    email: 'customer@handtools.test',
    title: 'Balanced and tough',
    details:
      'Drives 75 mm nails without fuss and the grip soaks up the shock. After a month of framing work the face still has no chips.',
    rating: 5,
    productName: '16 oz Fibreglass Claw Hammer',
  },
  {
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    title: 'Sharp out of the box',
    details:
      'The chisels needed only a quick hone before paring dovetails. The ash handles take mallet blows well. A roll or box would have been nice at this price.',
    rating: 4,
    productName: 'Bevel-Edge Wood Chisel Set, 4 Pieces',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    title: 'Fast delivery for the workshop',
    details:
      'Ordered spanners and levels for our apprentices. Everything arrived within two days, well packed, and the invoice matched the quote to the cent.',
    rating: 5,
    productName: null,
  },
  {
    name: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    title: 'Good level, vials a touch dim',
    details:
      'Accurate when I checked it against my old level on a door frame. The vials are hard to read in a dim stairwell, so it loses a star or two for that.',
    rating: 3,
    productName: '600 mm Box Spirit Level',
  },
  {
    name: 'Customer Demo',
    email: 'customer@handtools.test',
    title: 'Blade stands out a long way',
    details: 'I can measure a ceiling run on my own now. The hook is solid and the case has survived a fall off a ladder.',
    rating: 5,
    productName: '8 m Tape Measure',
  },
];

/** One chisel in three widths: a tool in sizes, each with its own SKU, price, breaks and stock. */
function chiselSizes(): DemoProduct[] {
  const chisel = {
    category: 'chisels',
    brand: 'oakridge',
    image: image('wood-chisel-set'),
    minimum: 2,
    description:
      'A single bevel-edge chisel: chrome-vanadium blade hardened to 60 HRC, ground with a 25-degree bevel ready to hone, ash handle with a steel striking cap for mallet work.',
  };
  return [
    {
      ...chisel,
      sku: 'OR-BC-06',
      name: 'Bevel-Edge Wood Chisel 6 mm',
      option: { name: 'Size', value: '6 mm' },
      available: 180,
      priceCents: 1450,
      priceBreaks: [{ minQuantity: 10, priceCents: 1299 }],
      weightGrams: 170,
    },
    {
      ...chisel,
      sku: 'OR-BC-12',
      name: 'Bevel-Edge Wood Chisel 12 mm',
      option: { name: 'Size', value: '12 mm' },
      sizeOf: 'OR-BC-06',
      available: 240,
      priceCents: 1599,
      priceBreaks: [{ minQuantity: 10, priceCents: 1399 }, { minQuantity: 50, priceCents: 1249 }],
      weightGrams: 190,
    },
    {
      ...chisel,
      sku: 'OR-BC-25',
      name: 'Bevel-Edge Wood Chisel 25 mm',
      option: { name: 'Size', value: '25 mm' },
      sizeOf: 'OR-BC-06',
      available: 0,
      priceCents: 1850,
      priceBreaks: [{ minQuantity: 10, priceCents: 1650 }],
      weightGrams: 240,
    },
  ];
}
