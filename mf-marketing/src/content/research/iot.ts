import { image as bannerImage } from '../../generated/byId/rd-iot';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as data } from '../../generated/byId/art-data';
import { image as security } from '../../generated/byId/art-security';
import { image as property } from '../../generated/byId/art-property';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as launch } from '../../generated/byId/art-launch';
import type { ResearchService } from '../types';

export const iot = {
  id: 'iot',
  title: 'Internet of Things',
  heading: 'Connected devices, dashboards and alerts that show what is happening in the physical world.',
  metaDescription:
    'IoT development by CodeCrush: sensor integration, device firmware, cloud IoT platforms, real-time dashboards and mobile control apps for smart operations.',
  bannerImage,
  aboutService: [
    'Sensors are cheap; making sense of their data is not. We connect devices — temperature and humidity sensors, energy meters, GPS trackers, machine controllers — to cloud platforms and turn their readings into dashboards, alerts and automatic actions that people act on.',
    'Our engineers work with MQTT and LoRaWAN, ESP32 and STM32 firmware, and AWS IoT Core or Azure IoT Hub, and build the web dashboards and mobile apps on top. Projects range from cold-chain monitoring for pharmacies to energy tracking for factories and smart access for buildings.',
  ],
  howWeFollow: 'About Our IoT Solutions',
  features: [
    {
      title: 'Sensor and device integration',
      description: 'Connect new or existing devices over Wi-Fi, GSM, LoRaWAN or Bluetooth.',
      image: mobile,
    },
    {
      title: 'Cloud IoT platforms',
      description: 'Secure ingestion, storage and processing of millions of readings a day.',
      image: cloud,
    },
    {
      title: 'Real-time dashboards',
      description: 'Live maps, charts and status boards for operators, with history and export.',
      image: data,
    },
    {
      title: 'Alerts and automation',
      description: 'Rules that send SMS or app alerts and trigger actions when readings cross a limit.',
      image: launch,
    },
    {
      title: 'Smart buildings',
      description: 'Access control, energy metering and environmental monitoring for offices and housing.',
      image: property,
    },
    {
      title: 'Device security',
      description: 'Unique device identities, encrypted traffic and signed firmware updates.',
      image: security,
    },
  ],
  howWeApproach: 'Our IoT Approach',
  steps: [
    {
      title: 'Site survey',
      text: 'We visit the site, list what needs measuring, check connectivity and power, and agree on the alerts that matter.',
      image: discovery,
    },
    {
      title: 'Pilot',
      text: 'A small pilot with a handful of devices proves the hardware, the data quality and the value of the dashboard.',
      image: mobile,
    },
    {
      title: 'Scale the platform',
      text: 'We harden the cloud platform, automate device provisioning and train your operators.',
      image: cloud,
    },
    {
      title: 'Operate and improve',
      text: 'We monitor device health, ship firmware updates and add analytics as data accumulates.',
      image: data,
    },
  ],
  applicationAreas: {
    heading: 'Applications Areas',
    applications: [
      'Cold-chain monitoring',
      'Factory energy management',
      'Fleet and asset tracking',
      'Smart agriculture',
      'Building access and security',
      'Water level and quality monitoring',
    ],
  },
} as const satisfies ResearchService;
