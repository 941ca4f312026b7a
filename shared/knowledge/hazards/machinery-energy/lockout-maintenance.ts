import type { Hazard } from '../../types';
import { others } from '../citations';
import { LOCKOUT } from '../rows-safety';

/** Uncontrolled hazardous energy (no lockout). */
export const lockoutMaintenance: Hazard = {
  id: 'lockout-maintenance',
  family: 'hazardous_energy',
  name: {
    fr: 'Énergies dangereuses non maîtrisées (absence de cadenassage)',
    en: 'Uncontrolled hazardous energy (no lockout)',
    es: 'Energías peligrosas no controladas (sin bloqueo)',
    de: 'Unkontrollierte gefährliche Energien (keine Sicherung gegen Wiedereinschalten)',
    pt: 'Energias perigosas não controladas (sem bloqueio)',
    zh: '危险能量失控（未上锁挂牌）',
    ja: '危険エネルギーの未制御（ロックアウトなし）',
  },
  description: {
    fr: "Entretien, nettoyage, réglage ou déblocage d'une machine sans cadenassage ni autre méthode de contrôle des énergies : mise en marche inopinée, libération d'énergie résiduelle (hydraulique, pneumatique, gravitaire, thermique).",
    en: 'Maintenance, cleaning, adjustment or jam clearing without lockout or another energy control method: unexpected start-up, release of stored energy (hydraulic, pneumatic, gravity, thermal).',
    es: 'Mantenimiento, limpieza, reglaje o desatasco sin consignación (bloqueo) ni otro método de control de energías: puesta en marcha inesperada, liberación de energía almacenada (hidráulica, neumática, gravitatoria, térmica).',
    de: 'Instandhaltung, Reinigung, Einstellung oder Störungsbeseitigung ohne Sicherung gegen Wiedereinschalten (LOTO) oder eine andere Methode zur Beherrschung gefährlicher Energien: unerwarteter Anlauf, Freisetzung gespeicherter Energie (hydraulisch, pneumatisch, Schwerkraft, thermisch).',
    pt: 'Manutenção, limpeza, ajuste ou desobstrução sem bloqueio e etiquetagem ou outro método de controle de energias: partida inesperada, liberação de energia acumulada (hidráulica, pneumática, gravitacional, térmica).',
    zh: '维修、清扫、调整或清堵时未实施上锁挂牌或其他能量控制方法：设备意外启动，储存能量（液压、气动、重力、热能）释放。',
    ja: 'ロックアウト（施錠によるエネルギー遮断）やその他のエネルギー制御方法を用いずに保守、清掃、調整、詰まり除去を行うと、予期しない起動や、蓄積されたエネルギー（油圧、空圧、重力、熱）の放出が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'design-modify-machines',
      level: 'elimination',
      text: {
        fr: 'Concevoir ou modifier les machines pour que réglages, lubrification et déblocages se fassent sans accès à la zone de danger.',
        en: 'Design or modify machines so that adjustment, lubrication and jam clearing can be done without entering the danger zone.',
        es: 'Diseñar o modificar las máquinas para que el reglaje, la lubricación y el desatasco puedan realizarse sin entrar en la zona peligrosa.',
        de: 'Maschinen so konstruieren oder umbauen, dass Einstellen, Schmieren und Störungsbeseitigung ohne Eingriff in den Gefahrbereich möglich sind.',
        pt: 'Projetar ou modificar as máquinas para que ajustes, lubrificação e desobstruções possam ser feitos sem entrar na zona de perigo.',
        zh: '设计或改造机器，使调整、润滑和清堵无需进入危险区即可完成。',
        ja: '危険区域に入らずに調整、給油、詰まり除去ができるよう、機械を設計または改造します。',
      },
    },
    {
      id: 'machine-lockable-labelled',
      level: 'engineering',
      text: {
        fr: "Installer sur chaque machine des dispositifs d'isolement verrouillables et identifiés pour toutes les sources d'énergie (électrique, pneumatique, hydraulique, gravitaire) et des purgeurs d'énergie résiduelle.",
        en: 'Fit every machine with lockable, labelled isolating devices for all energy sources (electrical, pneumatic, hydraulic, gravity) and stored-energy bleed valves.',
        es: 'Equipar cada máquina con dispositivos de aislamiento bloqueables e identificados para todas las fuentes de energía (eléctrica, neumática, hidráulica, gravitatoria) y válvulas de purga de la energía almacenada.',
        de: 'Jede Maschine für alle Energiequellen (elektrisch, pneumatisch, hydraulisch, Schwerkraft) mit abschließbaren, gekennzeichneten Trenneinrichtungen sowie mit Entlastungsventilen für gespeicherte Energie ausrüsten.',
        pt: 'Equipar cada máquina com dispositivos de seccionamento bloqueáveis e identificados para todas as fontes de energia (elétrica, pneumática, hidráulica, gravitacional) e com válvulas de alívio de energia acumulada.',
        zh: '为每台机器的所有能源（电、气、液压、重力）配备可上锁并有标识的隔离装置，以及储存能量释放阀。',
        ja: 'すべての機械に、すべてのエネルギー源（電気、空圧、油圧、重力）について施錠可能で表示された遮断装置と、残留エネルギーの放出弁を設けます。',
      },
    },
    {
      id: 'write-machine-specific',
      level: 'administrative',
      text: {
        fr: "Rédiger pour chaque machine une fiche de cadenassage (sources, points d'isolement, vérification de l'absence d'énergie) ou une autre méthode de contrôle des énergies d'efficacité équivalente; cadenas personnels à clé unique; formation et vérification annuelle de l'application.",
        en: 'Write a machine-specific lockout sheet (sources, isolation points, verification of zero energy) or another energy control method of equivalent effectiveness; personal single-key padlocks; training and annual audit of the practice.',
        es: 'Redactar una ficha de consignación propia de cada máquina (fuentes, puntos de aislamiento, verificación de la ausencia de energía) u otro método de control de energías de eficacia equivalente; candados personales de llave única; formación y auditoría anual de la práctica.',
        de: 'Für jede Maschine ein LOTO-Datenblatt (Energiequellen, Trennstellen, Feststellen der Energiefreiheit) oder eine andere gleich wirksame Methode zur Beherrschung gefährlicher Energien erstellen; persönliche Vorhängeschlösser mit Einzelschlüssel; Unterweisung und jährliche Überprüfung der Anwendung.',
        pt: 'Elaborar um procedimento de bloqueio específico para cada máquina (fontes, pontos de isolamento, verificação de energia zero) ou outro método de controle de energias de eficácia equivalente; cadeados individuais de chave única; treinamento e auditoria anual da prática.',
        zh: '编制每台机器专用的上锁挂牌作业卡（能源、隔离点、零能量验证），或采用同等有效的其他能量控制方法；个人专用单钥挂锁；培训并每年审核执行情况。',
        ja: '機械ごとのロックアウト手順書（エネルギー源、遮断箇所、ゼロエネルギーの確認）、または同等の効果をもつ他のエネルギー制御方法を定めます。鍵が1本だけの個人用南京錠を使用し、教育と年1回の実施状況の監査を行います。',
      },
    },
  ],
  citations: [
    LOCKOUT.qc,
    LOCKOUT.qcRenumbered,
    LOCKOUT.cstc,
    LOCKOUT.on,
    LOCKOUT.onElectrical,
    LOCKOUT.bc,
    LOCKOUT.ab,
    LOCKOUT.federal,
    LOCKOUT.federalElectrical,
    ...others('lockout-energy-control-2', 'both'),
    LOCKOUT.us,
  ],
  sectors: [
    'manufacturing',
    'mining_metals',
    'renewable_energy',
    'forestry_sawmills',
    'transportation_warehousing',
    'automotive',
  ],
  relatedFamilies: ['machinery'],
};
