/** Lookup lists of the demo catalogue: real ArcGIS product names, Indonesian sectors and industries. */

/** Product name and the short mark drawn on its generated logo. */
export const DEMO_PRODUCTS: Array<[name: string, mark: string]> = [
  ['ArcGIS Pro', 'Pro'],
  ['ArcGIS Online', 'AGOL'],
  ['ArcGIS Enterprise', 'ENT'],
  ['ArcGIS Field Maps', 'FM'],
  ['ArcGIS Survey123', '123'],
  ['ArcGIS Dashboards', 'DB'],
  ['ArcGIS StoryMaps', 'SM'],
  ['ArcGIS Experience Builder', 'EB'],
  ['ArcGIS Velocity', 'VEL'],
  ['ArcGIS Indoors', 'IN'],
  ['ArcGIS Image', 'IMG'],
  ['ArcGIS Workforce', 'WF'],
  ['ArcGIS QuickCapture', 'QC'],
  ['ArcGIS Hub', 'HUB'],
  ['ArcGIS Insights', 'INS'],
  ['ArcGIS Utility Network', 'UN'],
  ['ArcGIS Urban', 'URB'],
  ['ArcGIS GeoPlanner', 'GP'],
  ['ArcGIS GeoEvent Server', 'GES'],
  ['ArcGIS Reality', 'RE'],
];

export const DEMO_SECTORS = [
  'Public Sector (Pemerintahan)',
  'State-Owned Enterprises (BUMN)',
  'Private Sector (Swasta)',
  'Education & Research (Pendidikan)',
  'Non-Profit & Development Partners',
];

export const DEMO_INDUSTRIES = [
  'Government & Public Administration',
  'Energy & Mining',
  'Plantation & Forestry',
  'Telecommunications',
  'Utilities',
  'Disaster Management (BNPB)',
  'Transportation & Logistics',
  'Agriculture',
  'Fisheries & Marine',
  'Banking & Insurance',
  'Retail',
  'Health',
];

export const DEMO_TECHNOLOGIES = [
  'GIS Mapping',
  'Remote Sensing',
  'IoT & Sensors',
  'Drone/UAV',
  'Machine Learning/GeoAI',
  '3D/Digital Twin',
  'Real-Time Analytics',
  'Mobile Data Collection',
  'Network Analysis',
  'Indoor Positioning',
];

export const DEMO_PATTERNS = [
  'Mapping & Visualization',
  'Field Operations',
  'Spatial Analysis',
  'Monitoring',
  'Planning & Design',
  'Decision Support',
  'Engagement',
];

export const DEMO_CONTRIBUTORS = [
  'Budi Santoso',
  'Siti Rahmawati',
  'Agus Prasetyo',
  'Dewi Lestari',
  'Rizky Pratama',
  'Nur Aisyah',
  'Eko Wibowo',
  'Putri Maharani',
  'Nusantara Geospatial Partners',
  'Solution Engineering Team Jakarta',
  'GeoInnovation Lab Bandung',
  'Kopi Spasial Studio',
];
