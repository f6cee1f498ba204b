import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { exposeApi } from './expose-api';

exposeApi(contextBridge, ipcRenderer, webUtils);
