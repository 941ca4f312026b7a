import type { MainSector } from '../sectors';

/** Foresterie et scieries / Forestry and Sawmills: forest operations, sawmills, wood products, pulp and paper. */
export const FORESTRY_SAWMILLS: MainSector = {
  id: 'forestry_sawmills',
  name: { fr: 'Foresterie et scieries', en: 'Forestry and Sawmills' },
  naics: ['113', '1153', '321', '3221'],
  subSectors: [
    {
      id: 'forestry_logging',
      name: { fr: 'Foresterie et exploitation forestière', en: 'Forestry and logging' },
      naics: ['113', '1153'],
      activities: [
        {
          id: 'logging',
          name: { fr: 'Exploitation forestière', en: 'Logging' },
          naics: ['1133'],
        },
        {
          id: 'mechanized_harvesting',
          name: {
            fr: 'Récolte mécanisée (abatteuses, porteurs, débusqueuses)',
            en: 'Mechanized harvesting (harvesters, forwarders, skidders)',
          },
          naics: ['1133'],
        },
        {
          id: 'manual_tree_felling',
          name: { fr: 'Abattage manuel à la scie à chaîne', en: 'Manual tree felling with chainsaws' },
          naics: ['1133'],
        },
        {
          id: 'reforestation_silviculture',
          name: {
            fr: 'Reboisement et travaux sylvicoles (débroussaillage)',
            en: 'Tree planting and silviculture (brush clearing)',
          },
          naics: ['115310'],
        },
        {
          id: 'forest_firefighting',
          name: { fr: 'Lutte contre les incendies de forêt', en: 'Forest firefighting' },
          naics: ['115310'],
        },
        {
          id: 'forest_nurseries',
          name: { fr: 'Pépinières forestières', en: 'Forest nurseries' },
          naics: ['113210'],
        },
        {
          id: 'log_hauling',
          name: { fr: 'Transport de bois rond par camion', en: 'Log hauling' },
          naics: ['4842'],
        },
        {
          id: 'forest_road_work',
          name: {
            fr: 'Construction et entretien de chemins forestiers',
            en: 'Forest road construction and maintenance',
          },
          naics: ['237310'],
        },
      ],
    },
    {
      id: 'sawmills_wood_preservation',
      name: { fr: 'Scieries et préservation du bois', en: 'Sawmills and wood preservation' },
      naics: ['3211'],
      activities: [
        {
          id: 'lumber_sawmills',
          name: { fr: "Sciage du bois d'œuvre", en: 'Lumber sawmilling' },
          naics: ['321111'],
        },
        {
          id: 'log_yard_operations',
          name: { fr: 'Cours à bois et manutention des billes', en: 'Log yard and log handling operations' },
          naics: ['321111'],
        },
        {
          id: 'planing_kiln_drying',
          name: { fr: 'Rabotage et séchage du bois (séchoirs)', en: 'Planing mills and lumber kilns' },
          naics: ['321111'],
        },
        {
          id: 'saw_filing',
          name: {
            fr: 'Affûtage et entretien des scies (salle de limage)',
            en: 'Saw filing and maintenance (filing room)',
          },
          naics: ['321111'],
        },
        {
          id: 'chip_sawdust_bark_handling',
          name: {
            fr: 'Manutention des copeaux, des sciures et des écorces',
            en: 'Chip, sawdust and bark handling',
          },
          naics: ['321111'],
        },
        {
          id: 'shingle_shake_mills',
          name: { fr: 'Usines de bardeaux et de bardeaux fendus', en: 'Shingle and shake mills' },
          naics: ['321112'],
        },
        {
          id: 'wood_preservation',
          name: { fr: 'Traitement et préservation du bois', en: 'Wood treating and preservation' },
          naics: ['321114'],
        },
      ],
    },
    {
      id: 'wood_products',
      name: { fr: 'Fabrication de produits en bois', en: 'Wood product manufacturing' },
      naics: ['3212', '3219'],
      activities: [
        {
          id: 'plywood_veneer_mills',
          name: { fr: 'Usines de contreplaqué et de placage', en: 'Plywood and veneer mills' },
          naics: ['321211', '321212'],
        },
        {
          id: 'panel_board_mills',
          name: {
            fr: 'Usines de panneaux (OSB, particules et fibres)',
            en: 'Panel board mills (OSB, particleboard and fibreboard)',
          },
          naics: ['321216', '321217'],
        },
        {
          id: 'engineered_wood_trusses',
          name: {
            fr: "Fabrication de bois d'ingénierie et de fermes de toit",
            en: 'Engineered wood and roof truss manufacturing',
          },
          naics: ['321215'],
        },
        {
          id: 'prefabricated_wood_buildings',
          name: {
            fr: 'Fabrication de bâtiments préfabriqués en bois',
            en: 'Prefabricated wood building manufacturing',
          },
          naics: ['321992'],
        },
        {
          id: 'wood_window_door_manufacturing',
          name: { fr: 'Fabrication de portes et fenêtres en bois', en: 'Wood window and door manufacturing' },
          naics: ['321911'],
        },
        {
          id: 'pallet_manufacturing',
          name: {
            fr: 'Fabrication de palettes et de contenants en bois',
            en: 'Wood pallet and container manufacturing',
          },
          naics: ['321920'],
        },
      ],
    },
    {
      id: 'pulp_paper',
      name: {
        fr: 'Usines de pâte à papier, de papier et de carton',
        en: 'Pulp, paper and paperboard mills',
      },
      naics: ['3221'],
      activities: [
        {
          id: 'chemical_pulp_mills',
          name: { fr: 'Usines de pâte chimique (kraft)', en: 'Chemical (kraft) pulp mills' },
          naics: ['322112'],
        },
        {
          id: 'mechanical_pulp_mills',
          name: { fr: 'Usines de pâte mécanique', en: 'Mechanical pulp mills' },
          naics: ['322111'],
        },
        {
          id: 'newsprint_mills',
          name: { fr: 'Usines de papier journal', en: 'Newsprint mills' },
          naics: ['322122'],
        },
        {
          id: 'paper_mills',
          name: { fr: 'Usines de papier (sauf le papier journal)', en: 'Paper (except newsprint) mills' },
          naics: ['322121'],
        },
        {
          id: 'paperboard_mills',
          name: { fr: 'Usines de carton', en: 'Paperboard mills' },
          naics: ['322130'],
        },
      ],
    },
  ],
};
