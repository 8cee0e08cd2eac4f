import { image as bannerImage } from '../../generated/byId/rd-ml';
import { image as data } from '../../generated/byId/art-data';
import { image as ai } from '../../generated/byId/art-ai';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as cloud } from '../../generated/byId/art-cloud';
import { image as quality } from '../../generated/byId/art-quality';
import { image as launch } from '../../generated/byId/art-launch';
import type { ResearchService } from '../types';

export const ml = {
  id: 'ml',
  title: 'Machine Learning',
  heading: 'Models that learn from your data to predict, classify and recommend.',
  metaDescription:
    'Machine learning by CodeCrush: forecasting, classification, recommendation and anomaly detection models with MLOps pipelines for reliable production use.',
  bannerImage,
  aboutService: [
    'Machine learning turns historical data into predictions: which customers are about to leave, how much stock to order next month, which transactions look fraudulent. Our data scientists and engineers build these models and, just as importantly, the pipelines that keep them accurate once they are in production.',
    'We work in Python with scikit-learn, XGBoost, PyTorch and TensorFlow, track experiments with MLflow and deploy models as versioned APIs with monitoring for data drift. Where a simple statistical model performs as well as a deep network, we choose the simple one: it is cheaper to run and easier to explain.',
  ],
  howWeFollow: 'About Our Machine Learning Work',
  features: [
    {
      title: 'Forecasting',
      description:
        'Sales, demand and cash-flow forecasts that account for seasons, holidays such as Eid and promotions.',
      image: data,
    },
    {
      title: 'Classification and scoring',
      description: 'Lead scoring, credit risk and churn prediction with clear explanations of each score.',
      image: quality,
    },
    {
      title: 'Recommendation systems',
      description: 'Suggest products, courses or content that each user is most likely to want next.',
      image: ai,
    },
    {
      title: 'Anomaly detection',
      description: 'Spot fraud, sensor faults and unusual activity in real time instead of at month end.',
      image: discovery,
    },
    {
      title: 'MLOps pipelines',
      description: 'Automated training, testing, deployment and monitoring so models stay accurate as data changes.',
      image: cloud,
    },
    {
      title: 'Model audits',
      description: 'Independent reviews of existing models for accuracy, bias, robustness and reproducibility.',
      image: launch,
    },
  ],
  howWeApproach: 'Our Machine Learning Approach',
  steps: [
    {
      title: 'Frame the problem',
      text: 'We turn a business question into a measurable prediction task and agree on the metric that defines success.',
      image: discovery,
    },
    {
      title: 'Prepare the data',
      text: 'We collect, clean and label data, document its quirks and split it so that evaluation reflects real-world use.',
      image: data,
    },
    {
      title: 'Train and compare models',
      text: 'We start with simple baselines, then try stronger models, comparing them on held-out data and on cost.',
      image: ai,
    },
    {
      title: 'Deploy and monitor',
      text: 'The chosen model is deployed as an API with drift monitoring and a retraining schedule.',
      image: cloud,
    },
  ],
  applicationAreas: {
    heading: 'Applications Areas',
    applications: [
      'Retail demand planning',
      'Fraud detection in payments',
      'Student performance prediction',
      'Predictive maintenance',
      'Dynamic pricing for travel',
      'Customer churn reduction',
    ],
  },
} as const satisfies ResearchService;
